# ボイスを学習画面：4 つの手順（ファイル、設定、確認、学習）のウィザード。

## ウィザード上部の手順

train-steps-label = 学習の手順
train-step-files = ファイル
train-step-settings = 設定
train-step-review = 確認
train-step-train = 学習
train-step-done = { $step }、完了

## 手順 1：録音

train-files-title = ボイスの録音を追加
train-files-lead =
    同じ 1 人の声を録った音声ファイルを { $maxFiles ->
        [1] 1 個
       *[other] 1～{ $maxFiles } 個
    }用意してください。クリアな歌声か話し声で、合計 { $duration } 以上が目安です。このウィンドウのどこにでもドロップするか、追加してください。
train-drop-here-dragging = ドロップしてこの録音を追加
train-drop-here = ここに録音をドロップ
train-add-files = ファイルを追加
train-files-label = 学習用ファイル
train-file-checking = 確認中…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason }このファイルは除外されます。
train-findings-label = 「{ $file }」の確認結果
train-keep-label = 「{ $file }」をそれでも使う
train-keep = それでも使う
train-keep-in = — 学習に使われます。
train-keep-out = — 学習から除外されます。
train-remove-label = 「{ $file }」を削除
train-remove-take-title = 学習用ファイルから外します（「保存したテイク」には残ります）
train-total = 音声の合計：{ $duration }（使えるファイル { $count } 個）
train-total-voiced = 音声の合計：{ $duration }（使えるファイル { $count } 個）、うち声は { $voiced }
train-warnings-label = 警告

## 手順 1 で「次へ」が押せない理由

train-files-hint-recording = 続けるには録音を停止してください。
train-files-hint-checking = 録音を確認しています…
train-files-hint-empty = 続けるには録音を 1 つ以上追加してください。
train-files-hint-unusable = 使えるファイルがありません。読み込める録音を追加してください。
train-files-hint-all-poor = どの録音も品質が不十分です。続けるには、1 つを「それでも使う」にするか、もっと良い録音を追加してください。
train-files-hint-too-many = 続けるにはファイルを { $count } 個削除してください。

## ウィザードのボタン

train-next = 次へ
train-back = 戻る

## 手順 2：名前と設定

train-settings-title = 名前と設定
train-settings-lead = マイボイスでの表示名と、サービスでの学習方法を決めます。
train-name = ボイス名
train-name-placeholder = 例：スタジオ用ボイス
train-name-hint = 1～{ $max } 文字。前後の空白は取り除かれます。
train-name-empty = ボイスに名前を付けてください（1～{ $max } 文字）。
train-name-too-long = 名前が { $length } 文字あります。サービスで使えるのは { $max } 文字までです。{ $over } 文字減らしてください。
train-minutes = 最大時間（分）
train-minutes-use-proposed = 提案の { $minutes } 分にする
train-minutes-range = { $min }～{ $max } 分。
train-minutes-proposed = 音声の長さ（{ $duration }）からの提案：{ $minutes } 分。
train-minutes-proposed-unknown = 音声の長さ（{ $duration }）から提案しています。
train-minutes-cost = 学習の料金は 1 分あたり { $perMinute } クレジット、合計 { $cost } クレジットです。
train-minutes-empty = 最大時間を { $min }～{ $max } 分で入力してください。
train-minutes-not-whole = 最大時間は { $min }～{ $max } 分の整数で入力してください。
train-minutes-out-of-range = { $min }～{ $max } 分の範囲で選んでください。{ $minutes } は範囲外です。
train-minutes-below-audio = 録音には { $duration } の音声があり、{ $minutes } 分を超えています。このままでは、サービスが料金を請求したうえで学習に失敗します。{ $need } 分以上を選ぶか、録音を減らしてください。
train-minutes-above-max = 録音には { $duration } の音声があり、学習に使える上限（{ $max } 分）を超えています。「ファイル」に戻って、いくつか削除してください。
train-separate = ボーカルを分離
train-separate-hint = 先に伴奏や背景音を取り除きます。録音がすでにボーカルのみの場合はオフにしてください。
train-settings-hint-name = 続けるにはボイスに名前を付けてください。
train-settings-hint-fix = 続けるには、マークされた箇所を修正してください。

## 手順 3：確認

train-review-title = 確認して開始
train-review-lead = 確定するまで何も送信されません。料金は最大時間で決まります。
train-review-recordings = 録音
train-review-recordings-label = アップロードする録音
train-review-total = 合計 { $duration }
train-review-separation = ボーカル分離
train-review-separation-on = オン
train-review-separation-off = オフ（ボーカルのみ）
train-cost = 料金
train-balance = 残高
train-after = 支払い後
train-balance-unknown = 不明
train-credits = { $credits } クレジット
train-cost-formula = { $perMinute } クレジット × { $minutes } 分。アップロード後、学習の開始時に消費されます。
train-review-unchecked = 録音の品質は確認されていないため、声がどれだけ含まれているかはわかりません。
train-short = クレジットが足りません：学習には { $cost } が必要で、アカウントの残高は { $balance } です。クレジットを購入するか、最大時間を減らしてください。選んだ内容はここに残ります。
train-start = { $credits } クレジットで学習

## 手順 4：学習中

train-progress-title = { $voice } を学習中
train-progress-ready-title = { $voice } の準備ができました
train-progress-failed-title = { $voice } を学習できませんでした
train-progress-ready-lead = ボイスはマイボイスに追加されました。さっそく好きな曲やクリップを吹き替えられます。
train-progress-failed-lead = 録音と設定はそのまま残っています。
train-progress-lead = この画面を離れても学習は続きます。進み具合はジョブとマイボイスで確認できます。
train-status-label = 学習の状態
train-elapsed-label = 経過時間
train-elapsed = { $time } 経過
train-uploads-label = アップロード
train-upload-label = { $file } のアップロード
train-upload-percent = { $percent }%
train-another = 別のボイスを学習
train-dub = このボイスで吹き替え
train-back-to-review = 確認に戻る
train-retry = 再試行
train-open-jobs = ジョブを開く

## 手順 4 の状態表示

train-status-preparing = アップロードを準備しています
train-status-uploading = アップロード中
train-status-training = { $voice } を学習中… しばらく時間がかかることがあります
train-status-ready = 準備完了
train-status-approval = サービスから { $credits } クレジットを求められています（確認画面の表示より多い料金です）。ジョブで承認するか破棄してください。
train-status-approval-unknown = サービスから、確認画面の表示より多いクレジットを求められています。ジョブで承認するか破棄してください。
train-status-credits = この学習に必要なクレジットが足りません。クレジットを購入してから、ジョブで「再試行」を押してください。
train-status-canceled = 学習は破棄されました。
train-status-failed = 学習に失敗しました。「再試行」を押すか、別の録音で学習し直してください。

## ウィザードの一時的なお知らせ

train-drop-while-training = Dubdeck は現在 { $voice } を学習中です。次のボイスの録音は、完了してからドロップしてください。
train-drop-while-training-unnamed = Dubdeck は現在ボイスを学習中です。次のボイスの録音は、完了してからドロップしてください。
train-voice-not-listed = { $voice } はまだマイボイスに表示されていません。しばらくしてからマイボイスを開き、そこから吹き替えてください。
