# 吹き替えの開始：吹き替えシート、ボイスの選択、ヘッダーのクレジット表示、開始の通知。

## クレジットと数値

dub-credits = { $credits } クレジット

## クレジット表示（ウィンドウのヘッダー）

dub-badge-label = クレジット：{ $credits }（約 { $minutes } 分の吹き替えに相当）
dub-badge-as-of = { $time } 時点の残高
dub-badge-minutes = ≈ { $minutes } 分
dub-badge-unknown-label = クレジット：不明
dub-badge-unknown = — クレジット

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
dub-pitch-mark-up = +{ $octaves } oct
dub-pitch-mark-down = −{ $octaves } oct
dub-pitch-octave-down = 1 オクターブ下げる（−12）
dub-pitch-octave-up = 1 オクターブ上げる（+12）
dub-pitch-slider-label = ピッチの変更（半音単位）
dub-pitch-hint = 12 半音で 1 オクターブです。+12 にすると低い声が高い声になります。
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
