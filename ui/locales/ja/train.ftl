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
train-total-voice = 学習に使うファイル { $count } 個：声 { $voiced }（無音や間を含めた音声は { $duration }）
train-total-audio = 学習に使うファイル { $count } 個：音声 { $duration }
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
train-review-no-voice = 残す録音には声が含まれていません。品質チェックでどの録音からも声が検出されなかったため、このまま学習すると、何も学ばないボイスに { $credits } クレジットを使うことになります。「ファイル」に戻って声の録音を追加するか、テイクを録音してください。
train-review-to-files = 「ファイル」に戻る
train-review-short-confirm = 声が { $recommended } 未満でも学習する
train-review-short-voice = 声が { $voiced } しかなく、推奨の { $recommended } に足りません。ボイスはあなたの声に似にくくなり、聞いたことのない音程や音ではうまく出ないことがあります。より近いボイスにするには、ファイルを追加するか、さらに録音してください。
train-review-short-audio = 音声が { $duration } しかなく（声の量は未確認）、推奨の { $recommended } に足りません。ボイスはあなたの声に似にくくなり、聞いたことのない音程や音ではうまく出ないことがあります。より近いボイスにするには、ファイルを追加するか、さらに録音してください。
train-review-hint-confirm = 推奨より少ない声で学習するには、上のチェックボックスをオンにしてください。
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

## 録音のチェック

training-warning-unreadable-files = { $count } 個のファイルが使えません（理由は一覧に表示されています）。使えないファイルは学習から除外されます。削除するか、読み込める録音に置き換えてください。
training-warning-total-too-short = 音声は合計 { $total } しかありません。ボイスの学習には、クリアな歌声か話し声が { $recommended } 以上あるのが理想です。録音を追加するか、粗めのボイスでよければこのまま学習してください。
training-warning-voice-too-short = 無音や間を除いた声は合計 { $voice } しかありません。ボイスの学習には、クリアな歌声か話し声が { $recommended } 以上あるのが理想です。録音を追加するか、粗めのボイスでよければこのまま学習してください。
training-warning-total-above-chosen = 録音には { $total } の音声があり、学習に使う { $minutes } 分を超えています。このままでは、サービスが料金を請求したうえで学習に失敗します。録音をいくつか削除するか、最大時間を増やしてください。
training-warning-too-many-files = { $count } 個のファイルが追加されていますが、ボイスの学習に使えるのは最大 { $max } 個です。続けるには { $remove } 個削除してください。
training-warning-unknown = 学習の前に、録音の確認が必要です。

## 品質チェックで見つかったこと

finding-clipped = サンプルの { $percent }% がクリッピングしています。入力ゲインを下げて録音し直してください。
finding-noisy = 背景ノイズ：声がノイズより { $snr } dB しか大きくありません（ノイズは { $noise } dBFS。25 dB 以上あればクリアです）。もっと静かな部屋で、マイクに近づいて録音してください。
finding-silence = { $start }–{ $end } は無音です。カットしてください。
finding-no-voice = { $start }–{ $end } は音はありますが声がありません。カットしてください。
finding-little-voice = { $duration } のうち、声は { $voiced } だけです。残りをカットしないと、ボイスがこの録音からほとんど学習できません。
finding-too-short = 声は { $voiced } だけです。短すぎて、ボイスはほとんど学習できません。1 分以上の長いテイクを録音してください。
finding-too-quiet = 音量がとても小さいです（{ $loudness } LUFS）。入力ゲインを上げるかマイクに近づいて、録音し直してください。
finding-low-sample-rate = { $rate } kHz で録音されています。電話と同じ品質で、声の高域が失われます。44.1 kHz か 48 kHz で録音してください。
finding-music-bed = 声の下で音楽か一定の音が鳴っているようです（声のない部分の { $percent }% に音程のある音が含まれています）。声だけを録音するか、「ボーカルを分離」をオンのままにしてください。これは目安です。ハム音も同じように見え、声と一緒に止まる音楽は検出されません。
finding-several-voices = 2 人の声が交互に入っている可能性があります。ピッチが { $semitones } 半音離れた 2 つのグループに分かれています。1 つのボイスには 1 人の話者だけを録音してください。これは目安です。1 人が声区を変えたり歌ったりした場合も同じように見えます。
finding-unknown = この録音には、学習の前に直したほうがよい点があるかもしれません。

## 録音の判定：ラベル（チップ）と意味（ツールチップ）

verdict-good = 良好
verdict-good-hint = 直す点はありません。
verdict-usable = 使用可
verdict-usable-hint = 学習に使えます。直すとさらに良くなります。
verdict-poor = 不十分
verdict-poor-hint = 録音の欠点までボイスが覚えてしまいます。「それでも使う」にしない限り除外されます。

## 品質レポート

quality-figures-voice = { $duration } 中、声 { $voiced }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = ラウドネス測定不可
quality-figures-snr = SN 比 { $snr } dB
quality-figures-no-snr = ノイズと比べる声がありません
quality-checking = 録音を確認しています… 1 ファイルにつき数秒かかります。
quality-failed = 録音の品質を確認できませんでした：{ $reason }レポートなしで続けることもできます。読み込めるファイルはすべて残ります。
quality-unread = 未確認：音声として読み込めませんでした。
quality-proposal-trim = 録音の長さは { $duration }、そのうち声は { $voiced } です。このままだと学習に { $minutes } 分が必要ですが、無音部分をカットすれば { $voiceMinutes } 分で足ります。
quality-proposal = 録音に含まれる声は { $voiced } です。{ $minutes } 分の学習ですべてカバーできます。
quality-paid-against-held = 支払うのは { $minutes } 分ぶん（{ $credits } クレジット）です。残す録音に含まれる声は { $voiced } です（良好 { $good }、使用可 { $usable }、不十分 { $poor } を使用）。
