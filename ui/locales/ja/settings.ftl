# 設定画面。変更するたびに短い状態表示（「…を保存しました。」）が出る。

## アカウント

settings-account = アカウント
settings-demo-account = デモアカウント
settings-demo-account-hint = Dubdeck は組み込みのシミュレーターとデモ用クレジットで動いています。ご自分のキーを設定している場合も、そのキーは変更されません。
settings-key-label = API キー
settings-key-set =
    { $origin ->
        [environment] API キーは設定済みです（環境変数 DUBDECK_API_KEY から取得）。
        [custom] API キーは設定済みです（カスタムのキー保管場所に保存）。
       *[keychain] API キーは設定済みです（システムのキーチェーンに保存）。
    }
settings-key-none = API キーが設定されていません。
settings-key-waiting = キーは { $checkedWith } で確認されたため、ウィンドウ上部で確定するか、ここでキーを変更するまで、Dubdeck は { $now } にキーを送信しません。
settings-key-replace = キーを変更
settings-key-remove = キーを削除
settings-key-from-environment = キーは環境変数 DUBDECK_API_KEY から取得しているため、ここでは変更できません。この変数を変更または削除してから、Dubdeck を再起動してください。
settings-new-key-label = 新しい API キー
settings-new-key-hint = Dubdeck は新しいキーを { $host } で確認し、以降はそこに送信します。
settings-key-save = キーを保存
settings-cancel = キャンセル
settings-key-remove-question = このコンピューターから API キーを削除しますか？　アカウントを使うには、もう一度キーを貼り付ける必要があります。
settings-key-remove-confirm = はい、削除します
settings-key-empty = 先に新しい API キーを貼り付けてください。
settings-key-saved = 新しい API キーを保存しました。
settings-key-refused = API キーが拒否されたため、入力欄を空にしました。これまでのキーを引き続き使います。キー全体をもう一度貼り付けてください。

## 吹き替え

settings-dubbing = 吹き替え
settings-output-folder = 出力先フォルダー
settings-output-default-hint = 既定のフォルダーです。別のフォルダーを選ぶまで、吹き替えはここに保存されます。
settings-output-use-default = 既定のフォルダーを使う
settings-output-choose = フォルダーを選択…
settings-output-saved = 出力先フォルダーを保存しました。
settings-output-reset = 出力先フォルダーを既定に戻しました。
settings-auto-approve = 自動承認の上限（クレジット）
settings-auto-approve-hint = 料金がこの値以下の生成は、確認なしで開始します。0 にすると毎回確認します。
settings-auto-approve-invalid = 0 以上の整数でクレジット数を入力してください（0 = 毎回確認）。
settings-auto-approve-saved = 自動承認の上限を保存しました。
settings-notifications = 通知
settings-notifications-hint = 吹き替えや学習が完了または失敗したときに、デスクトップ通知を表示します。
settings-notifications-saved = 通知の設定を保存しました。

## 動画と試聴

settings-media = 動画と試聴
settings-video-out = 吹き替え動画
settings-video-out-hint = 動画を吹き替えたときは、吹き替えた音声に加えて、音声を吹き替えに差し替えた動画のコピーも保存します。
settings-video-out-on = 吹き替えた動画は動画としても返されます。
settings-video-out-off = 吹き替えた動画は音声のみで返されます。
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ffmpeg { $version } がインストールされています。
settings-ffmpeg-ready-hint = 動画は音声だけを送信します（アップロードがずっと小さくなります）。吹き替えシートで「まず 30 秒を試聴」も使えます。
settings-ffmpeg-unknown = Dubdeck は ffmpeg を確認できませんでした。システムのパッケージ（または ffmpeg.org）から ffmpeg をインストールし、Dubdeck を再起動してください。ffmpeg がないと、動画はそのまま全体が送信されて音声のみで返され、試聴も使えません。

## 言語

settings-language-section = 言語
settings-language = 言語
settings-language-hint = Dubdeck の画面、ダイアログ、通知の言語です。
settings-language-system = システムの言語（{ $language }）
settings-language-saved = 言語を保存しました。

## 外観

settings-appearance = 外観
settings-theme = テーマ
settings-theme-system = システム
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-theme-saved =
    { $theme ->
        [light] テーマをライトにしました。
        [dark] テーマをダークにしました。
       *[system] テーマをシステムに合わせました。
    }
settings-reduce-motion = 動きを減らす
settings-reduce-motion-hint = アニメーションするアバターを、ポインターを重ねたときも含めて静止させます。
settings-reduce-motion-saved = 「動きを減らす」を保存しました。

## 詳細：Dubdeck が接続するサービスのアドレス

settings-advanced = 詳細設定
settings-address-demo = デモでは、Dubdeck は組み込みのシミュレーターに接続します。サービスのアドレスは、ご自分のアカウントを使うときに適用されます。
settings-address-change = サービスのアドレスを変更
settings-address-label = サービスのアドレス
settings-address-from-environment = DUBDECK_BASE_URL が設定されています。この変数を削除するまでは、ここのアドレスより変数の値が優先されます。
settings-address-hint = VoiceDub サービスのアドレスです。テスト用のサービスを使うとき以外は変更しないでください。
settings-address-key-host = API キーは { $host } で確認済みです。このホスト上のアドレスには、確認なしでキーを送信します。
settings-address-save = 保存
settings-address-reset = 既定に戻す
settings-address-saved = サービスのアドレスを保存しました。
settings-address-reset-done = サービスのアドレスを既定に戻しました。
settings-credits-page-change = クレジット購入ページを変更
settings-credits-page-label = 「クレジットを購入」で開くページ
settings-credits-page-hint-default = サービス自身のページです。アカウントのクレジットはここで購入します。
settings-credits-page-hint-chosen = 選択したページです。「既定のページを使う」でサービス自身のページに戻ります。
settings-credits-page-save = ページを保存
settings-credits-page-default = 既定のページを使う
settings-credits-page-saved = クレジット購入ページを保存しました。
settings-credits-page-reset-done = 「クレジットを購入」で再びサービス自身のページを開きます。
settings-credits-page-invalid =
    { $problem ->
        [empty] ページのアドレスを入力するか、「既定のページを使う」を押してください。
        [not_address] { $page } は Web アドレスではありません。https:// から始まるアドレス全体を入力してください。
       *[not_https] { $page } は安全なアドレスではありません。クレジット購入ページは https:// で始まる必要があります（http:// は localhost など、このコンピューター上のページに限ります）。
    }

## Dubdeck について

settings-about = Dubdeck について
settings-about-version = バージョン
settings-about-build = ビルド
settings-about-logs = ログファイル
settings-about-logs-none = なし：このコンピューターには Dubdeck のデータフォルダーがありません。
settings-about-unknown = Dubdeck のバージョンを読み取れませんでした。{ $reason }
settings-about-diagnostics-hint = 診断情報は、Dubdeck とこのコンピューターがどのように設定されているかと、何が動作しているかを示します。Dubdeck を修正する人のために英語で書かれており、キーやパスワードは含まれません。
settings-about-copy = 診断情報をコピー
settings-about-report = 問題を報告
settings-about-gathering = 診断情報を収集しています…
settings-about-opening = ブラウザーで問題報告ページを開いています…
settings-about-copied = コピーしました。報告に貼り付けてください。
settings-about-copy-failed = クリップボードがテキストを受け付けなかったため、何もコピーされませんでした。下の欄のテキストを選択して、ご自身でコピーしてください。
settings-about-manual-label = コピーするテキスト
settings-about-diagnostics-failed = 診断情報を収集できませんでした。{ $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] ブラウザーで問題報告ページが開きます。診断情報はページに入っています。入っていない場合はコピー済みなので、貼り付けてください。
        [refused] ブラウザーで問題報告ページが開きます。診断情報は収まればページに入っています。入っていない場合は下の欄からコピーしてください。
       *[none] ブラウザーで問題報告ページが開きます。診断情報はないので、何が起きたかをそのページに書いてください。
    }
settings-about-report-open-failed = ブラウザーを自動で開けませんでした。{ $page } をブラウザーで直接開いて、問題を報告してください。
settings-about-report-failed = 問題報告ページを開けませんでした。{ $reason } ブラウザーで { $page } を開くこともできます。
settings-about-crashes = クラッシュレポート
settings-about-crashes-hint = Dubdeck が予期せず終了するたびに書き残した記録です。新しい順に並んでいます。
settings-about-crash-item = { $date } のレポート
settings-about-crash-show = 表示
