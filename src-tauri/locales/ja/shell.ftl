window-title = Dubdeck

picker-media-to-dub = 吹き替える曲やクリップを選択
picker-media-to-train = 学習させるボイスの録音を選択
picker-output-folder = Dubdeck が結果を保存する場所
picker-filter-media = 音声と動画

key-host-title = API キーを { $now } に送信しますか？
key-host-question = API キーは { $checked } で確認されました。サービスのアドレスは現在 { $now } です。確認した場合にのみ、Dubdeck はキーをそこに送信します。アドレスを自分で変更していない場合は、キャンセルして設定で確認してください。
key-host-confirm = キーを送信
dialog-cancel = キャンセル

## 保存済みの API キーがサービスアドレスの変更で別のサービスへ移る前と、入力したキーを公開サービス以外の
## アドレスへ送る前の確認。

address-move-title = サービスのアドレスを { $now } に変更しますか？
address-move-question = API キーは { $checked } で確認されました。アドレスを { $now } に変更すると、今後 Dubdeck はキーをそこに送信します。アドレスを自分で変更していない場合は、キャンセルしてください。
address-move-confirm = 変更してキーを送信
key-other-service-question = 設定にあるサービスのアドレスは { $now } で、VoiceDub のサービス（{ $default }）のアドレスではありません。確認した場合にのみ、Dubdeck はキーをそこに送信します。このアドレスを自分で設定していない場合は、キャンセルして設定で確認してください。

notify-voice-unknown = 選択したボイス
notify-audition-ready-title = 試聴できます
notify-audition-ready-body = 「{ $title }」の 30 秒を { $voice } で試聴できます。聴いてから、ジョブでファイル全体を吹き替えてください。
notify-dub-ready-title = 吹き替えが完了しました
notify-dub-ready-video-body = 「{ $title }」の { $voice } による吹き替えが、音声と動画の両方でできました。
notify-dub-ready-body = 「{ $title }」の { $voice } による吹き替えができました。
notify-dub-failed-title = 吹き替えに失敗しました
notify-dub-failed-body = 「{ $title }」を吹き替えできませんでした。Dubdeck のジョブで理由を確認してください。
notify-voice-trained-title = ボイスの学習が完了しました
notify-voice-trained-body = 「{ $title }」で吹き替えできるようになりました。
notify-training-failed-title = 学習に失敗しました
notify-training-failed-body = 「{ $title }」を学習できませんでした。Dubdeck のジョブで理由を確認してください。

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = 吹き替える曲やクリップのフォルダーを選択
picker-watch-folder = 監視するフォルダーを選択
picker-spend-csv = 利用履歴を CSV で保存
spend-csv-name = Dubdeck の利用履歴
notify-budget-title = { $percent ->
        [100] 月の予算を使い切りました
       *[other] 月の予算の { $percent }% を使いました
    }
notify-budget-body = { $percent ->
        [100] 今月 { $budget } クレジット中 { $spent } クレジットを使いました。Dubdeck が自動で承認するはずの吹き替えは、今後は承認待ちになります。
       *[other] 今月 { $budget } クレジット中 { $spent } クレジットを使いました。
    }
