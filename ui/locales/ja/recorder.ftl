# ボイスを学習画面の録音セクション：マイクで「テイク」を録音する。

rec-title = 録音
rec-files-hint = ボイスの学習に使えるファイルは最大 { $maxFiles } 個です。1 分以上のテイクをいくつか録音してください。

## マイク

rec-microphone = マイク
rec-devices-looking = マイクを探しています…
rec-devices-none = マイクが見つかりません
rec-device-default = { $device }（既定）
rec-refresh = 更新
rec-no-microphone = マイクが見つかりませんでした。ここで録音するには、マイクを接続して（または、システムのプライバシー設定で Dubdeck にマイクの使用を許可して）から「更新」を押してください。ファイルの追加はマイクがなくてもできます。
rec-device-fell-back = 前回選んだマイクが接続されていないため、{ $device } で録音します。前回のマイクを使うには、接続してから「更新」を押してください。

## 読む・歌う台本

rec-prompt-label = 台本
rec-prompt-previous = 前の台本
rec-prompt-next = 次の台本

## 録音

rec-stop = 録音を停止
rec-record = テイクを録音
rec-again = 録り直す
rec-again-label = 録り直す（{ $take }）
rec-again-title = 新しいテイクを録音します。停止すると { $take } は置き換えられます
rec-status-recording-from = { $device } で { $take } を録音中
rec-status-recording = 録音中
rec-status-opening = マイクを開いています…
rec-status-ready = 「テイクを録音」を押して、台本を読むか歌ってください。
rec-elapsed-label = 録音時間
rec-replacing = 録り直し中：停止すると { $take } は置き換えられます。
rec-recording-adopted = このページを開いたとき、すでにテイクを録音中でした。録音はここで続きます。残すには「録音を停止」を押し、続けて次のテイクを録音してください。

## 入力レベルメーター

rec-meter-label = 入力レベル
rec-meter-db = { $db } dB
rec-meter-value = ピーク { $db } dB
rec-meter-value-clipping = ピーク { $db } dB、クリッピング
rec-meter-none = 入力なし
rec-silent-device = まだ音が聞こえません。{ $device } がミュートになっていないか確認するか、別のマイクを選んでください。
rec-silent = まだ音が聞こえません。マイクがミュートになっていないか確認するか、別のマイクを選んでください。

## 目標に対する録音時間

rec-aim-label = 録音した時間
rec-aim-voice = 声 { $voiced } / { $aim }
rec-aim-audio = 音声 { $recorded } / { $aim }（声の量は未確認）
rec-aim-reached = 目標に達しました。
rec-aim-left = 残り { $left }。
rec-aim-chosen = 目標：学習用に選んだ { $minutes } 分。
rec-aim-fewest = 目標：{ $minutes } 分（学習で課金される最小の時間）。
rec-aim-counts = 学習に使うファイルはすべて数えます。テイクも追加したファイルも同じです。
rec-aim-counts-voice = 数えるのは声だけで、無音や間は含みません。テイクも追加したファイルも、確認が済んだものから数えます。

## お知らせと保存したテイク

rec-notices-label = 録音のお知らせ
rec-dismiss = 閉じる
rec-sentences = { $first }{ $second }
rec-takes-unlisted = 保存したテイクの一覧を表示できませんでした：{ $reason }
rec-saved-title = 保存したテイク
rec-add = 追加
rec-add-label = { $take } を追加
rec-player-unreadable = プレーヤーで読み込めません

## テイクのボタン

rec-take-play = 再生
rec-take-pause = 一時停止
rec-take-play-label = { $take } を再生
rec-take-pause-label = { $take } を一時停止
rec-take-trim-label = { $take } の無音部分をカット
rec-take-trim-title = 前後の無音部分をカット
rec-take-delete-label = { $take } を削除
rec-take-delete-title = このテイクを削除

## テイクの削除の確認

rec-delete-title = { $take } を削除しますか？
rec-delete-text = この録音（{ $length }）はこのコンピューターから削除され、学習用ファイルからも外れます。この操作は元に戻せません。
rec-delete-cancel = キャンセル
rec-delete-confirm = テイクを削除

## 録音したテイク

take-device-lost = マイクが切断されたため、{ $take } は { $time } で停止しました。録音した部分は残っています。マイクを接続し直すか別のマイクを選んでから、続きを録音してください。
take-write-failed = { $take } をディスクに書き込めなかったため{ $detail }、{ $time } で停止しました。録音した部分は残っています。ディスクの空き容量を増やしてから、続きを録音してください。
take-end-unknown = { $take } は { $time } で自動的に停止しました。録音した部分は残っています。
take-limit-reached = { $take } は 1 テイクの上限である { $time } で停止しました。録音した部分は残っています。続きは別のテイクとして録音してください。
take-dropped = コンピューターの処理が追いつかず、{ $take } の音声が { $seconds } 秒ぶん欠けました。負荷の高いほかのアプリを閉じてから、録音し直してください。
take-dropped-little = コンピューターの処理が追いつかず、{ $take } の音声が 0.1 秒未満欠けました。負荷の高いほかのアプリを閉じてから、録音し直してください。
take-retake-replaced = { $take } で { $old } を置き換え、{ $old } は削除しました。
take-retake-kept = 新しいテイクが最後まで録れていないため、{ $take } も残しています。不要なほうを削除してください。
take-retake-not-started = { $take } は元のまま残しています。
take-retake-delete-failed = { $take } を削除できなかったため、{ $new } と一緒に残しています：{ $reason }
take-recovered = Dubdeck が終了したとき、{ $take } は録音中でした。録音は残っています（{ $length }）。学習に使うには「保存したテイク」から追加してください。
take-trimmed-none = 前後にカットする無音部分はありませんでした。
take-trimmed-start = 先頭から { $start } 秒カットしました。長さは { $length } になりました。
take-trimmed-end = 末尾から { $end } 秒カットしました。長さは { $length } になりました。
take-trimmed-both = 先頭から { $start } 秒、末尾から { $end } 秒カットしました。長さは { $length } になりました。
take-play-failed = { $take } を再生できませんでした{ $detail }。サウンドの出力先を確認してから、もう一度「再生」を押してください。
take-clipping = 音割れしています：入力ゲインを下げてください。
take-clipping-hint = システムのサウンド設定で下げるか、マイクから少し離れてください。
