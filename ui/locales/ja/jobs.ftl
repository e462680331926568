# ジョブ画面：すべての吹き替えとボイスの学習の一覧、絞り込み、各行、ダイアログ。

## ツールバー

jobs-filters-label = 表示
jobs-filter-all = すべて
jobs-filter-active = 実行中
jobs-filter-waiting = 待機中
jobs-filter-done = 完了
jobs-filter-failed = 失敗
jobs-search-placeholder = ジョブを検索
jobs-search-label = ジョブを検索
jobs-group-label = ジョブのグループ化
jobs-group-none = グループ化しない
jobs-group-voice = ボイス別
jobs-group-input = 入力別

## 一覧と空の状態

jobs-list-label = ジョブ
jobs-loading = ジョブを読み込んでいます
jobs-load-failed-title = ジョブを読み込めませんでした
jobs-try-again = 再試行
jobs-empty-title = ジョブはまだありません
jobs-empty-text = 曲やクリップをボイスにドロップすると吹き替えられます。吹き替えと学習はすべて、進み具合・料金・結果とともにここに表示され、アプリを閉じても処理は続きます。
jobs-empty-pick = 吹き替えるファイルを選ぶ
jobs-empty-browse = ボイスを見る
jobs-none-match-title = 該当するジョブはありません
jobs-none-match-text = 別の絞り込みや検索を試してください。
jobs-show-all = すべてのジョブを表示
jobs-show-more = さらに表示（残り { $count } 件）

## 「別のボイスで再吹き替え」ダイアログ

jobs-again-title = 「{ $title }」を再吹き替え
jobs-again-text = 入力・ピッチ・分離の設定はそのままで、別のボイスを使います。前の吹き替えも残ります。
jobs-again-voices = 別のボイス
jobs-cancel = キャンセル
jobs-again-confirm = { $voice } で吹き替え
jobs-again-choose = ボイスを選択

## 「削除」ダイアログ

jobs-remove-title = 「{ $title }」をライブラリから削除しますか？
jobs-remove-text = このジョブはジョブの一覧から消えます。この操作は元に戻せません。
jobs-remove-delete-file = 結果のファイルも削除する
jobs-remove-confirm = 削除
jobs-remove-confirm-delete = ファイルごと削除

## ジョブの行

jobs-state-created = 順番待ち
jobs-state-creating = 開始中
jobs-state-uploading = アップロード中
jobs-state-preprocessing = 前処理中
jobs-state-awaiting-approval = 承認待ち
jobs-state-generating = 生成中
jobs-state-downloading = ダウンロード中
jobs-state-done = 完了
jobs-state-failed = 失敗
jobs-state-waiting-credits = クレジット待ち
jobs-state-canceled = 破棄済み
jobs-state-training = 学習中

jobs-progress-transfer = { $state } · { $total } 中 { $percent }%
jobs-progress-transfer-speed = { $state } · { $total } 中 { $percent }% · { $speed }/秒
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = { $state } の進み具合
jobs-progress-finishing =
    { $transfer ->
        [upload] アップロードを完了しています…
       *[download] ダウンロードを完了しています…
    }

jobs-step-upload = アップロード
jobs-step-preprocess = 前処理
jobs-step-confirm = 料金の確認
jobs-step-generate = 生成
jobs-step-train = 学習
jobs-step-download = ダウンロード
jobs-steps-label = 段階

jobs-meta-training = ボイスの学習
jobs-meta-link = リンク
jobs-meta-credits = { $credits } クレジット

jobs-row-label = { $title }
jobs-remove-label = 「{ $title }」をライブラリから削除

jobs-approve-cost = { $credits } クレジットで生成
jobs-approve-line = { $cost } — サービスが入力の長さを測定しました。承認するまでクレジットは消費されません。
jobs-discard = 破棄
jobs-approve = 承認
jobs-retry = 再試行
jobs-credits-needed = { $credits } クレジットが必要ですが、アカウントの残高が足りません。クレジットを購入してから「再試行」を押してください。
jobs-credits-waits = ジョブは待機中です。何も失われません。
jobs-failed-retry = このジョブは失敗しました。「再試行」を押してください。
jobs-failed = このジョブは失敗しました。
jobs-dub-whole = ファイル全体を吹き替え
jobs-dub-again = 別のボイスで再吹き替え

jobs-play = 再生
jobs-play-label = 「{ $title }」を再生
jobs-open-video = 動画を開く
jobs-show-video = 動画をフォルダーに表示
jobs-open = 開く
jobs-show = フォルダーに表示
jobs-open-audio = 音声を開く
jobs-show-audio = 音声をフォルダーに表示
jobs-open-mix = ミックスを開く
jobs-show-mix = ミックスをフォルダーに表示
jobs-training-done = ボイスの学習が完了し、吹き替えに使えるようになりました。

## ジョブが失敗した理由（ジョブの行に「再試行」とともに表示）

failure-input-rejected = 入力は送信前に拒否されました。別のファイルを選んでください。
failure-input-rejected-detail = 入力は送信前に拒否されました：{ $detail }。別のファイルを選んでください。
failure-input-changed =
    { $named ->
        [yes] 「{ $file }」は
       *[no] 入力は
    }選んだ後に変更されています。現在の内容で吹き替えるには「再試行」を押してください。
failure-input-missing =
    { $named ->
        [yes] 「{ $file }」
       *[no] 入力
    }が見つかりません{ $detail }。元の場所に戻してから「再試行」を押してください。
failure-unauthorized = API キーが拒否されました。設定で新しいキーを貼り付けてから「再試行」を押してください。
failure-not-enough-credits-balance = { $needed } クレジットが必要ですが、アカウントの残高は { $balance } です。クレジットを購入してから「再試行」を押してください。
failure-not-enough-credits = { $needed } クレジットが必要ですが、アカウントの残高が足りません。クレジットを購入してから「再試行」を押してください。
failure-voice-not-found =
    { $named ->
        [yes] { $voice } は
       *[no] このボイスは
    }利用できなくなりました。別のボイスで再吹き替えしてください。
failure-remote-not-found = このジョブはサービスに存在しません（期限切れの可能性があります）。「再試行」を押すと最初からやり直します。
failure-remote-failed-reason = サービスで処理できませんでした：{ $reason }。「再試行」を押すか、別のファイルを試してください。
failure-remote-failed-known =
    { $kind ->
        [training] サービスでこの学習を処理できませんでした（{ $known }）。「再試行」を押すか、別のファイルや形式を試してください。
       *[file] サービスでこのファイルを処理できませんでした（{ $known }）。「再試行」を押すか、別のファイルや形式を試してください。
    }
failure-remote-failed =
    { $kind ->
        [training] サービスでこの学習を処理できませんでした。「再試行」を押すか、別のファイルや形式を試してください。
       *[file] サービスでこのファイルを処理できませんでした。「再試行」を押すか、別のファイルや形式を試してください。
    }
failure-invalid-request = サービスがリクエストを拒否しました{ $detail }。設定を変更して、もう一度吹き替えてください。
failure-invalid-field = リクエストの「{ $field }」が正しくないため、Dubdeck は送信しませんでした。設定を変更して、もう一度吹き替えてください。
failure-upload-failed = アップロードに失敗しました{ $detail }。ネットワーク接続を確認してから「再試行」を押してください。
failure-upload-addresses = ボイスサービスがすべてのファイルにアップロード先を示しませんでした（{ $files } 件中 { $addresses } 件）。数分後に「再試行」を押してください。
failure-http-status = HTTP { $status }
failure-upload-expired = アップロードが終わる前に、アップロード先のアドレスの有効期限が切れました。「再試行」を押すと、もう一度アップロードします。
failure-download-failed = 結果のダウンロードに失敗しました{ $detail }。「再試行」を押してください。二重に支払うことはありません。
failure-download-short = 結果のダウンロードが途中で終わりました（{ $expected } バイト中 { $received } バイト）。「再試行」を押してください。二重に支払うことはありません。
failure-media-failed =
    Dubdeck は{ $named ->
        [yes] 「{ $file }」
       *[no] ファイル
    }を送信用に準備できませんでした{ $detail }。再生できるか（と ffmpeg がインストールされているか）を確認してから「再試行」を押してください。
failure-output-failed-path = 結果を { $path } に保存できませんでした{ $detail }。空き容量を増やすか、別の出力先フォルダーを選んでから「再試行」を押してください。
failure-output-failed = 結果を保存できませんでした{ $detail }。空き容量を増やすか、別の出力先フォルダーを選んでから「再試行」を押してください。
failure-network = ボイスサービスに接続できません。ネットワーク接続を確認してから「再試行」を押してください。
failure-server-error-status = ボイスサービスで問題が発生しました（エラー { $status }）。数分後に「再試行」を押してください。
failure-server-error = ボイスサービスで問題が発生しました。数分後に「再試行」を押してください。
failure-redirected = ボイスサービスがリクエストを { $location } に転送しようとしましたが、Dubdeck は転送先に従いません。設定でサービスのアドレスを確認してから「再試行」を押してください。
failure-interrupted = 結果がわからないタイミングで接続が切れました。「再試行」を押してください。Dubdeck が先に確認するため、二重に支払うことはありません。
failure-internal = Dubdeck の内部で問題が発生しました{ $detail }。「再試行」を押してください。繰り返し起きる場合は、Dubdeck を再起動してください。
failure-unknown = 問題が発生しました（{ $code }）。「再試行」を押してください。繰り返し起きる場合は、Dubdeck を再起動してください。

## 失敗の理由（短く）：notice-retrying の $cause

failure-cause-input-rejected = 入力が拒否されました
failure-cause-input-missing = 入力ファイルが見つからないか、変更されています
failure-cause-unauthorized = API キーが拒否されました
failure-cause-not-enough-credits = クレジットが足りません
failure-cause-voice-not-found = ボイスを利用できません
failure-cause-remote-not-found = このジョブはサービスに存在しません
failure-cause-remote-failed = サービスで処理できませんでした
failure-cause-invalid-request = サービスがリクエストを拒否しました
failure-cause-upload-failed = アップロードに失敗しました
failure-cause-upload-expired = アップロード先の有効期限が切れました
failure-cause-download-failed = ダウンロードに失敗しました
failure-cause-media-failed = ファイルを送信用に準備できませんでした
failure-cause-output-failed = 結果を保存できませんでした
failure-cause-network = ボイスサービスに接続できません
failure-cause-server-error = ボイスサービスで問題が発生しました
failure-cause-interrupted = 接続が切れました
failure-cause-internal = Dubdeck の内部で問題が発生しました
failure-cause-unknown = 試行に失敗しました

## ジョブの一時的な状態（行に表示）

notice-rate-limited = サービスの応答待ち（{ $seconds } 秒）
notice-retrying = { $cause }。{ $seconds } 秒後に再試行します（{ $of } 回中 { $attempt } 回目）
