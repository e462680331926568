# 以前の実行で Dubdeck が予期せず終了（クラッシュ）したときの通知とレポート。

## 起動時の通知

crash-notice = 前回、Dubdeck が予期せず終了しました。
crash-notice-several = 最近、Dubdeck が予期せず { $count } 回終了しました。「レポートを表示」で最新のレポートを開けます。すべてのレポートは「設定」の「Dubdeck について」にあります。
crash-show = レポートを表示
crash-dismiss = 閉じる

## レポートのダイアログ

crash-dialog-title = クラッシュレポート
crash-dialog-text = { $date } に Dubdeck が予期せず終了したときに書き残した記録です。問題の報告に添えて送ると、修正に役立ちます。キーやパスワードは含まれませんが、ファイル名が含まれることがあるため、共有する前に内容を確認してください。
crash-text-label = レポート
crash-reading = レポートを読み込んでいます…
crash-read-failed = このレポートを読み込めませんでした。{ $reason }
crash-copy = レポートと診断情報をコピー
crash-report = 問題を報告
crash-close = 閉じる
crash-copied =
    { $copied ->
        [report] レポートをコピーしました。問題の報告に貼り付けてください。
       *[all] コピーしました。レポートと診断情報を問題の報告に貼り付けてください。
    }
crash-report-opened =
    { $copied ->
        [all] ブラウザーで問題報告ページが開きます。レポートと診断情報をそこに貼り付けてください。
        [report] ブラウザーで問題報告ページが開きます。レポートをそこに貼り付けてください。
       *[refused] ブラウザーで問題報告ページが開きます。下の欄のテキストをコピーして、そこに貼り付けてください。
    }
