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

## プレーヤー

media-link-original = オリジナルはリンクだったため、聴き比べるためのコピーがこのコンピューターにありません。吹き替えだけを再生します。
media-missing-dub = 吹き替えのファイルが { $path } にありません。移動または削除された可能性があります。吹き替え直すか、ジョブを削除してください。
media-missing-original = オリジナルのファイルが { $path } にないため、吹き替えだけを再生します。聴き比べるには、ファイルを元の場所に戻してください。
media-missing-video = 動画のコピーが { $path } にないため、吹き替えを音声だけで再生します。新しいコピーを作るには、吹き替え直してください。
media-video-network = Dubdeck 内蔵のメディアサーバーから、動画のコピーの読み込みが止まりました。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-decode = 動画のコピーをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-format = 動画のコピーは、このコンピューターの Dubdeck 内では表示できない形式です（Linux では、H.264 と AAC に gstreamer1.0-libav パッケージが必要です）。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-failed = 動画のコピーを再生できませんでした。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-audition-range = 試聴：オリジナルは、吹き替えた範囲の { $start } から { $end } までを再生します。
media-audition-from = 試聴：オリジナルは、吹き替えた範囲の { $start } から再生します。
media-error-network =
    { $side ->
        [dub] Dubdeck 内蔵のメディアサーバーから、吹き替えの読み込みが止まりました。プレーヤーを閉じて、もう一度「再生」を押してください。
       *[original] Dubdeck 内蔵のメディアサーバーから、オリジナルの読み込みが止まりました。プレーヤーを閉じて、もう一度「再生」を押してください。吹き替えだけを再生します。
    }
media-error-decode =
    { $side ->
        [dub] 吹き替えをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。「開く」でほかのアプリを試すか、吹き替え直してください。
       *[original] オリジナルをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。「開く」でほかのアプリを試してください。吹き替えだけを再生します。
    }
media-error-format =
    { $side ->
        [dub] 吹き替えは、このコンピューターの Dubdeck 内では再生できない形式です（Linux では、AAC と M4A に gstreamer1.0-libav パッケージが必要です）。「開く」でほかのアプリを使って再生してください。
       *[original] オリジナルは、このコンピューターの Dubdeck 内では再生できない形式です（Linux では、AAC と M4A に gstreamer1.0-libav パッケージが必要です）。「開く」でほかのアプリを使って再生してください。吹き替えだけを再生します。
    }
media-error-failed =
    { $side ->
        [dub] 吹き替えを再生できませんでした。プレーヤーを閉じて、もう一度「再生」を押してください。
       *[original] オリジナルを再生できませんでした。プレーヤーを閉じて、もう一度「再生」を押してください。吹き替えだけを再生します。
    }
