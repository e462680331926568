# 吹き替えの開始：吹き替えシート、ボイスの選択、ヘッダーのクレジット表示、開始の通知。

## クレジットと数値

dub-credits = { $credits } クレジット

## クレジット表示（ウィンドウのヘッダー）

dub-badge-label = クレジット：{ $credits }（約 { $minutes } 分の吹き替えに相当）
dub-badge-as-of = { $time } 時点の残高
dub-badge-minutes = ≈ { $minutes } 分
dub-badge-checking-label = クレジット：残高を確認中
dub-badge-checking = クレジットを確認中…
dub-badge-failed =
    { $why ->
        [offline] クレジット：オフライン
        [refused] クレジット：キー拒否
        [signed_out] クレジット：キー未設定
        [unconfirmed] クレジット：キー未確認
       *[other] クレジット：取得できません
    }
dub-badge-failed-label =
    { $why ->
        [offline] クレジット不明：Dubdeck がサービスに接続できません。接続が戻ったら残高をもう一度確認します。
        [refused] クレジット不明：サービスが API キーを拒否しました。設定で新しいキーを貼り付けてください。
        [signed_out] クレジット不明：API キーが設定されていません。設定でキーを貼り付けてください。
        [unconfirmed] クレジット不明：API キーは、サービスの新しいアドレスの確認を待っています。
       *[other] クレジット不明：サービスから残高を取得できませんでした。次に変化があったときにもう一度確認します。
    }

## 吹き替えシート：ヘッダーと入力

dub-sheet-title-voice = { $voice } で吹き替え
dub-sheet-title-new = 新しい吹き替え
dub-sheet-close = 閉じる
dub-inputs-title = 吹き替えるもの
dub-inputs-hint = 曲やクリップをウィンドウにドロップするか、ファイルを選ぶか、リンクを貼り付けてください。
dub-inputs-label = ファイルとリンク
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = サービスが読み込んだ後に料金が決まります
dub-input-refused = 吹き替え不可
dub-input-remove = 「{ $file }」を削除
dub-link-remove = { $link } を削除
dub-add-files = ファイルを追加…
dub-link-placeholder = https://… 曲やクリップへのリンク
dub-link-label = 吹き替えるリンク
dub-add-link = リンクを追加
dub-link-invalid = 「{ $link }」は Web のリンクではありません。音声または動画につながる、https://（または http://）で始まるアドレスを貼り付けてください。

## まず 30 秒を試聴

dub-audition-label = まず 30 秒を試聴
dub-audition-reading = 波形を読み込んでいます

## ボイス、ピッチ、ボーカル

dub-voice-title = ボイス
dub-voice-hint = 吹き替えに使うボイスを選んでください。
dub-pitch-title = ピッチ
dub-pitch-none = 変更なし
dub-pitch-up = +{ $semitones } 半音
dub-pitch-down = −{ $semitones } 半音
dub-pitch-tick-up = +{ $octaves } オクターブ
dub-pitch-tick-down = −{ $octaves } オクターブ
dub-pitch-value-octaves-up = +{ $semitones } 半音（{ $octaves } オクターブ上）
dub-pitch-value-octaves-down = −{ $semitones } 半音（{ $octaves } オクターブ下）
dub-pitch-value-none = 0 半音（変更なし）
dub-pitch-octave-down = −12：1 オクターブ下げる
dub-pitch-octave-up = +12：1 オクターブ上げる
dub-pitch-slider-label = ピッチの変更（半音単位）
dub-pitch-hint = 12 半音で 1 オクターブです。+12 にすると低い声が高い声になります。
dub-pitch-suggest = ピッチを提案
dub-pitch-suggest-step = 提案する変更の単位
dub-pitch-suggest-octaves = オクターブ単位
dub-pitch-suggest-semitones = 半音単位
dub-pitch-suggest-busy = ボーカルを測定しています
dub-pitch-suggest-reason = このボーカルは { $song } Hz 付近、「{ $voice }」は { $target } Hz 付近のため、{ $shift } にしました。
dub-pitch-suggest-unknown = 「{ $voice }」の声域がわからないため、ピッチを提案できません。ボイス画面でこのボイスを開き、声域を一度設定してください。ピッチは変更していません。
dub-pitch-suggest-no-pitch = 「{ $file }」には、ピッチを測れるほどはっきりした声がないため、提案できません。ピッチは変更していません。
dub-pitch-suggest-unreadable = ボーカルを測定できなかったため、ピッチを提案できません。{ $reason }
dub-vocals-title = ボーカル
dub-vocals-separate = 先にボーカルを分離する
dub-vocals-separate-hint = 伴奏のある曲向け：声を吹き替え、伴奏はそのまま残します。
dub-vocals-isolated = 入力はすでにボーカルのみ
dub-vocals-isolated-hint = 分離しません。入力全体を吹き替えます。

## 料金、残高、開始

dub-cost-label = 料金
dub-cost-estimated =
    { $files ->
        [1] 料金の目安
       *[other] 料金の目安（{ $files } 個のファイル）
    }
dub-cost-audition =
    { $files ->
        [1] 試聴の料金
       *[other] 試聴の料金（{ $files } 個のファイル）
    }
dub-cost-after-link = リンクの読み込み後
dub-cost-with-links = { $credits } クレジット + リンク
dub-cost-instead = 全体なら { $credits }
dub-balance-title = 残高
dub-balance-unknown = 不明
dub-after-title = 支払い後
dub-not-enough = クレジットが足りません：必要なのは { $needed }、アカウントの残高は { $balance } です。先にクレジットを購入するか、このまま開始してください。吹き替えはクレジットが補充されるまで待機し、何も失われません。
dub-buy-credits = クレジットを購入
dub-buy-credits-title = クレジットを購入するページをブラウザーで開きます
dub-approval-hint = 生成前に正確な料金が表示されます。自動承認の上限を超える場合は、開始前に確認します。
dub-cancel = キャンセル
dub-start-dubs =
    { $count ->
        [1] 吹き替えを開始
       *[other] { $count } 件の吹き替えを開始
    }
dub-start-auditions =
    { $count ->
        [1] 試聴を開始
       *[other] { $count } 件の試聴を開始
    }

## ボイスの選択（吹き替えシート、「別のボイスで再吹き替え」）

dub-picker-label = ボイス
dub-picker-search-placeholder = ボイスを検索
dub-picker-search-label = 吹き替えに使うボイスを検索
dub-picker-yours = マイボイス
dub-picker-searching = 検索中…
dub-picker-none = 該当するボイスはありません。別の名前で検索してください。
dub-picker-empty = カタログを検索してボイスを選んでください。

## 吹き替え開始の通知

dub-started = { $voice } で { $count } 個のファイルを吹き替えています。
dub-audition-started =
    { $count ->
        [1] { $voice } で 30 秒を試聴用に吹き替えています。
       *[other] { $voice } で { $count } 個のファイルの 30 秒を試聴用に吹き替えています。
    }
dub-started-dropped = { $voice } で { $count } 個のファイルを吹き替えています。約 { $credits } クレジットかかります。
dub-blocked-credits = クレジット待ちの吹き替えが { $count } 件あります：{ $files }。アカウントのクレジットが足りないため、吹き替えられません。クレジットを購入してから、ジョブで「再試行」を押してください。
dub-blocked-approval = 料金の承認待ちの吹き替えが { $count } 件あります：{ $files }。ジョブで承認してください。
dub-blocked-budget = 承認待ちの吹き替えが { $count } 件あります：{ $files }。自動で承認すると、{ $month }の利用額が予算を超えるためです。

## 試聴と動画

audition-span = { $start }–{ $end }
audition-title = 試聴 { $span }：{ $title }
audition-group = 「{ $title }」の試聴
audition-range = { $start } から { $end } まで
row-settings-pitch =
    { $count ->
       *[other] { $signed } 半音
    }
row-settings-vocals-kept = ボーカル分離なし
video-sent-excerpt = { $whole } の動画の代わりに、音声 { $sent }（{ $duration }）を送信
video-sent = { $whole } の動画の代わりに、音声 { $sent } を送信
audition-sent = ファイル全体（{ $whole }）の代わりに { $sent }（{ $duration }）を送信
video-making = 動画を作成中…
video-making-badge = 動画を作成中
video-making-hint = 吹き替えた音声は保存済みです。Dubdeck がその音声を動画のコピーに組み込んでいます。
video-error-reason = 吹き替えは完了しましたが、動画のコピーを作れませんでした：{ $reason }。音声はそのまま開けます。動画が必要な場合は、出力先フォルダーの空き容量を増やしてから吹き替え直してください。
video-error = 吹き替えは完了しましたが、動画のコピーを作れませんでした。音声はそのまま開けます。動画が必要な場合は、出力先フォルダーの空き容量を増やしてから吹き替え直してください。
video-error-step =
    吹き替えは完了しましたが、動画のコピーを作れませんでした：{ $step ->
        [no_video] 入力ファイルにはもう動画が含まれていません
        [read_input] ffmpeg が入力の動画を読み込めませんでした
        [name] 出力先フォルダーに使える名前がありませんでした
        [work_folder] Dubdeck の作業フォルダーを使えませんでした
        [mux] ffmpeg が吹き替えを動画に入れられませんでした
        [place] 出力先フォルダーに移せませんでした
       *[other] 問題が発生しました
    }{ $detail }。音声はそのまま開けます。動画が必要な場合は、もう一度吹き替えてください。
video-error-no-tool = 吹き替えは完了しましたが、動画のコピーを作れませんでした。{ $reason } ffmpeg をインストールしてから、もう一度吹き替えると動画を作れます。
audition-dub-whole-voice = 「{ $title }」全体を { $voice } で、試聴と同じピッチと分離の設定で吹き替えています。一覧のいちばん上にあります。
audition-dub-whole = 「{ $title }」全体を、試聴と同じピッチと分離の設定で吹き替えています。一覧のいちばん上にあります。
audition-again = 同じ範囲（{ $span }）・ピッチ・分離の設定で、別のボイスを使い、最低料金で試聴します。前の試聴も残ります。
audition-link = リンクは試聴できません。ボイスサービスがリンク先を丸ごと取得するためです。先にファイルを試聴するならリンクを削除してください。リンク先を 30 秒だけ試聴するなら、ダウンロードしたファイルをドロップしてください。
audition-too-short-others = 「{ $file }」の長さは { $duration } しかなく、試聴より短いため、全体を吹き替えても同じ { $credits } クレジットです。ほかのファイルを先に試聴するならこのファイルを削除するか、全体を吹き替えてください。
audition-too-short = 「{ $file }」の長さは { $duration } しかなく、試聴より短いため、全体を吹き替えても同じ { $credits } クレジットです。代わりにファイル全体を吹き替えてください。
audition-no-tool = 試聴はこのコンピューターの ffmpeg で切り出します。{ $reason }まず 30 秒を試聴するには、ffmpeg（システムのパッケージ、または ffmpeg.org）をインストールして Dubdeck を再起動してください。それまでもファイル全体は吹き替えられます。
audition-tool-unknown = 試聴の切り出しに使う ffmpeg を確認できませんでした。Dubdeck を再起動するともう一度確認します。それまでもファイル全体は吹き替えられます。
audition-tool-checking = 試聴の切り出しに使う ffmpeg を確認しています…
audition-hint-minimum =
    { $files ->
        [1] このファイルは 1 分未満のため、全体を吹き替えても同じ { $whole } クレジットです。試聴で節約できるのは時間だけで、クレジットは変わりません。
       *[other] どのファイルも 1 分未満のため、試聴でも全体を吹き替えるのと同じ料金（{ $whole } クレジット）です。試聴で節約できるのは時間だけで、クレジットは変わりません。
    }
audition-hint =
    { $files ->
        [1] 全体なら { $whole } クレジットのところ、{ $each } クレジットで 30 秒だけ吹き替えます。気に入ったら、その行の「ファイル全体を吹き替え」で、同じボイスと設定のまま残りを吹き替えられます。
       *[other] 各ファイルの最も音量の大きい 30 秒を、1 ファイルあたり { $each } クレジットで吹き替えます（全体なら合計 { $whole } クレジット）。気に入ったものがあれば、その行の「ファイル全体を吹き替え」で残りを吹き替えられます。
    }
video-input-missing = 動画：ffmpeg がないため動画全体を送信し、吹き替えは音声で返されます。
video-input-audio-only =
    { $media ->
        [ready] 動画：音声だけを送信します。吹き替えは音声のみで返されます（設定の「吹き替え動画」がオフ）。
       *[unknown] 動画：音声を吹き替えます。吹き替えは音声のみで返されます（設定の「吹き替え動画」がオフ）。
    }
video-input-audition =
    { $media ->
        [ready] 動画：音声だけを送信します。試聴は音声で、全体の吹き替えは動画でも返されます。
       *[unknown] 動画：音声を吹き替えます。試聴は音声で、全体の吹き替えは動画でも返されます。
    }
video-input =
    { $media ->
        [ready] 動画：音声だけを送信します。吹き替えは動画でも返されます。
       *[unknown] 動画：音声を吹き替えます。吹き替えは動画でも返されます。
    }
