# 完了した吹き替えの A/B プレーヤー（オリジナルと吹き替えの聴き比べ）。

player-label = { $title } のプレーヤー
player-video-label = { $title } の動画（音声は吹き替え）
player-play = 再生
player-pause = 一時停止
player-volume = 音量
player-volume-value = { $percent }%
player-listen-label = 再生する音声
player-side-dub = 吹き替え
player-side-original = オリジナル
player-switch-hint = { $key } キーでオリジナル／吹き替えを切り替え
player-close = プレーヤーを閉じる
player-position = 再生位置
player-position-value = { $position } / { $total }
player-refused = システムが自動再生を許可しませんでした。「再生」を押して聴いてください。

## 吹き替えシートの試聴範囲の選択

audition-picker-label = 「{ $file }」の試聴範囲
audition-picker-loudest = { $range } · 最も音量の大きい部分
audition-picker-keys = ハイライトをドラッグするか、矢印キーで動かします（Page Up／Page Down で 10 秒ずつ）。
audition-picker-back = 最も音量の大きい部分に戻す
