# アップデート：設定 > アップデートと、起動時の確認で表示するお知らせ。

updates-section = アップデート
updates-current = 現在のバージョンは Dubdeck { $version } です。
updates-check = アップデートを確認
updates-checking = アップデートを確認しています…
updates-up-to-date = Dubdeck { $version } は最新のバージョンです。
updates-older = 提供されたリリース（{ $offered }）はこのバージョン（{ $current }）より古いため、インストールするものはありません。
updates-older-chosen-address = アップデートのアドレスはご自身で指定したものです。最新のバージョンを提供しているか確認するか、既定のアドレスを使ってください。
updates-available = Dubdeck { $version } が利用できます。
updates-notes = Dubdeck { $version } の新機能と変更点
updates-released = 公開日：{ $date }
updates-no-notes = このバージョンには変更内容の説明がありません。
updates-install = インストールして再起動
updates-install-hint = Dubdeck は新しいバージョンをダウンロードし、署名を確認してからインストールして、新しいバージョンで再起動します。実行中のジョブは先に完了し、ライブラリはそのまま残ります。

updates-stage-starting = Dubdeck { $version } のインストールを開始しています…
updates-stage-waiting = 実行中のジョブ { $jobs } 件の完了を待っています。完了すると、インストールが自動で始まります。
updates-stage-downloading = Dubdeck { $version } をダウンロードしています…
updates-stage-installing = Dubdeck { $version } をインストールしています…
updates-stage-restarting = Dubdeck { $version } をインストールしました。新しいバージョンで Dubdeck を再起動します。
updates-downloaded-of = { $received } / { $total }
updates-downloaded = { $received } ダウンロード済み
updates-progress = Dubdeck { $version } へのアップデート
updates-try-again = 再試行
updates-releases-page = Dubdeck のリリースページ：

updates-check-at-start = Dubdeck の起動時にアップデートを確認
updates-check-at-start-hint = Dubdeck の起動後まもなく 1 回だけ確認します（デモでは確認しません）。新しいバージョンがあればお知らせしますが、許可なくインストールすることはありません。
updates-check-at-start-on = Dubdeck の起動時にアップデートを確認します。
updates-check-at-start-off = アップデートは「アップデートを確認」を押したときだけ確認します。

updates-address-change = アップデートのアドレスを変更
updates-address-label = アップデートのアドレス
updates-address-hint-default = 既定のアドレス（Dubdeck の公式リリース）です。独自のバージョンを試すときだけ変更してください。
updates-address-hint-chosen = 指定したアドレスです。「既定のアドレスを使う」で Dubdeck の公式リリースに戻ります。
updates-address-save = アドレスを保存
updates-address-default = 既定のアドレスを使う
updates-address-saved = アップデートのアドレスを保存しました。
updates-address-reset-done = Dubdeck の公式リリースでアップデートを確認するように戻しました。
updates-address-invalid =
    { $problem ->
        [empty] アップデートのアドレスを入力するか、「既定のアドレスを使う」を押してください。
        [not_address] { $address } は Web アドレスではありません。https:// から始まるアドレス全体を入力してください。
       *[not_https] { $address } は安全なアドレスではありません。アップデートは https:// のアドレスから取得する必要があります（http:// は localhost など、このコンピューター上のアドレスに限ります）。
    }

updates-notice = Dubdeck { $version } が利用できます。
updates-notice-review = 詳細を表示
updates-notice-later = 後で
