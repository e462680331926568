# エラーと、シェルが報告する内容。ファイル名などのデータは「」で囲む。
# $detail は error-detail（全角かっこ付きの補足）か空。文中でかっこが入る位置に置く。

## 共通の部品

error-detail = （{ $detail }）

## コマンドのエラー

error-no-api-key = API キーが設定されていません。設定でキーを貼り付けるか、デモを試してください。
error-key-not-confirmed-new-host = 新しいサービスのアドレス
error-key-not-confirmed-other-host = 別のサービスのアドレス
error-key-not-confirmed = API キーは { $checkedWith } で確認されたため、Dubdeck は { $now } に送信しませんでした。ウィンドウ上部の「キーを { $now } に送信」を選ぶか、別のキーを使うか、設定でアドレスを元に戻してください。
error-unauthorized = API キーが拒否されました。設定で新しいキーを貼り付けてください。
error-rate-limited-after = ボイスサービスから、リクエストの間隔を空けるよう求められました。Dubdeck は { $seconds } 秒後に再試行します。何も失われません。
error-rate-limited-until = ボイスサービスから、{ $time } までリクエストの間隔を空けるよう求められました。その時刻に Dubdeck が再試行します。何も失われません。
error-rate-limited = ボイスサービスから、リクエストの間隔を空けるよう求められました。Dubdeck はまもなく再試行します。何も失われません。
error-not-enough-credits = クレジットが足りません{ $detail }。VoiceDub アカウントにクレジットを追加してから、もう一度お試しください。
error-voice-not-found = 選んだボイスは、ボイスサービスで利用できなくなりました（削除されたか、非公開になった可能性があります）。別のボイスを選んでください。
error-not-found = この吹き替えまたはボイスは、ボイスサービスに存在しません（期限切れか、削除された可能性があります）。もう一度開始してください。
error-invalid-arguments = ボイスサービスがリクエストの値を拒否しました{ $detail }。指摘された箇所を変更して、もう一度お試しください。
error-service-refused = ボイスサービスがリクエストを拒否しました：{ $message }。指摘された箇所を変更して、もう一度お試しください。
error-input-changed =
    { $named ->
        [yes] Dubdeck が送信している間に「{ $file }」が変更されました。
       *[no] Dubdeck が送信している間にファイルが変更されました。
    }保存が完全に終わるのを待ってから、もう一度お試しください。
error-service-failed = ボイスサービスで問題が発生しました。数分後にもう一度お試しください。
error-service-failed-status = ボイスサービスで問題が発生しました（エラー { $status }）。数分後にもう一度お試しください。
error-service-redirected = ボイスサービスが Dubdeck を別のアドレスへ転送しました。Dubdeck は、設定されていない宛先には API キーを送信しません。設定でサービスのアドレスを確認し、正しければ、しばらくしてからもう一度お試しください。
error-service-redirected-to = ボイスサービスが Dubdeck を別のアドレス（{ $value }）へ転送しました。Dubdeck は、設定されていない宛先には API キーを送信しません。設定でサービスのアドレスを確認し、正しければ、しばらくしてからもう一度お試しください。
error-service-unreachable = ボイスサービスに接続できません。ネットワーク接続を確認してください。表示済みのボイスは引き続き閲覧できます。
error-invalid-request = ボイスサービスに拒否されるため、Dubdeck はリクエストを送信しませんでした{ $detail }。指摘された箇所を変更して、もう一度お試しください。
error-service-answer-unreadable = ボイスサービスから、Dubdeck が読み取れない応答が返されました。設定でサービスのアドレスを確認してから、数分後にもう一度お試しください。
error-service-answer-unreadable-status = ボイスサービスから、Dubdeck が読み取れない応答が返されました（HTTP { $status }）。設定でサービスのアドレスを確認してから、数分後にもう一度お試しください。
error-unknown-outcome = ボイスサービスが応答する前に接続が切れたため、リクエストが処理されたかどうかわかりません。もう一度試す前に、ジョブとクレジットを確認してください。
error-transfer-failed = アップロードまたはダウンロードが途中で切れました{ $detail }。ネットワーク接続を確認して、もう一度お試しください。
error-read-only = API キーは環境変数 DUBDECK_API_KEY から取得しているため、ここでは変更できません。Dubdeck でキーを管理するには、この変数を削除してください。
error-empty-key = API キーが空だったため、何も保存していません。先に API キーを貼り付けてください。
error-bad-encoding = 保存済みのキーを読み取れません（有効なテキストではありません）。保存済みのキーを削除してから、もう一度貼り付けてください。
error-ambiguous = キーチェーンに Dubdeck のキーが複数あるため、どれが正しいか判断できません。保存済みのキーを削除してから、もう一度貼り付けてください。
error-input-refused = 送信する前に拒否されました{ $detail }。指摘された箇所を変更して、もう一度お試しください。
error-engine-running-elsewhere = 別の Dubdeck（アプリまたはコマンドライン）がこのライブラリのジョブを実行しています。ジョブはそちらで続行されます。
error-no-such-job = このジョブはライブラリにありません。別のウィンドウで削除された可能性があります。
error-wrong-state = このジョブには、その操作はもう行えません{ $detail }。現在の状態は一覧で確認できます。
error-engine-stopped = Dubdeck のジョブ実行機能が停止したため、ジョブを進められません。Dubdeck を再起動してください。ジョブは中断したところから再開します。
error-engine-failed = Dubdeck のジョブ実行機能でエラーが発生しました{ $detail }。Dubdeck を再起動してください。ジョブは中断したところから再開します。
error-invalid-value = その値は使えません：{ $message }。値を変更して、もう一度保存してください。
error-library-busy = ライブラリは別の Dubdeck ウィンドウまたはスクリプトで使用中です。しばらく待ってから、もう一度お試しください。
error-library-failed = Dubdeck がこのコンピューター上のライブラリを読み書きできませんでした{ $detail }。ディスクの空き容量を確認してから、Dubdeck を再起動してください。
error-no-data-dir = ライブラリを保存するホームフォルダーが見つかりませんでした。DUBDECK_DATA_DIR に Dubdeck が書き込めるフォルダーを設定してから、Dubdeck を再起動してください。
error-invalid-base-url = 「{ $value }」はサービスのアドレスではありません。https:// で始まる完全なアドレスを入力するか（http:// はこのコンピューター上のサービスの場合のみ）、既定に戻して公開サービスを使ってください。
error-insecure-base-url-https =
    { $named ->
        [yes] { $value } は
       *[no] このサービスのアドレスは
    }、別のコンピューターへの暗号化されていない http 接続です。API キーとファイルが暗号化されずにネットワークを流れてしまいます。https:// のアドレス（{ $https }）を使ってください。http は、ローカルのシミュレーターなど、このコンピューター上のサービス専用です。
error-insecure-base-url =
    { $named ->
        [yes] { $value } は
       *[no] このサービスのアドレスは
    }、別のコンピューターへの暗号化されていない http 接続です。API キーとファイルが暗号化されずにネットワークを流れてしまいます。https:// のアドレスを使ってください。http は、ローカルのシミュレーターなど、このコンピューター上のサービス専用です。
error-catalogue-cursor-repeated = ボイスサービスが同じページのボイスを 2 回続けて返したため、Dubdeck は読み込みをそこで止めました。表示中のボイスに問題はありません。続きは、しばらくしてからもう一度お試しください。
error-catalogue-too-many-pages = 一覧のページ数が、Dubdeck が一度に読み込める量を超えています。検索や絞り込みで範囲を狭めてください。
error-catalogue-failed = このコンピューターに保存したボイスを読み込めませんでした{ $detail }。もう一度お試しください。繰り返し起きる場合は、Dubdeck を再起動してください。
error-avatar-failed = ボイスの画像を読み込めませんでした{ $detail }。ボイスはそのまま使えます。画像は次回表示されます。
error-not-offered =
    Dubdeck が扱えるのは、ドロップしたファイル、「ファイルを吹き替え」や「ファイルを追加」で選んだファイル、Dubdeck で開いたファイルだけです。{ $named ->
        [yes] 「{ $file }」
       *[no] このファイル
    }はそのいずれでもありません。もう一度ドロップするか、選び直してください。
error-no-result = このジョブには、まだ結果のファイルがありません。完了するまでお待ちください。
error-result-missing = 結果のファイルが、Dubdeck が保存した場所にありません。移動または削除された可能性があります。もう一度吹き替えると、新しいファイルを作れます。
error-result-missing-at = 結果のファイルが、Dubdeck が保存した場所（{ $path }）にありません。移動または削除された可能性があります。もう一度吹き替えると、新しいファイルを作れます。
error-not-audio =
    Dubdeck で開けるのは音声ファイルと動画ファイルだけですが、{ $named ->
        [yes] 「{ $file }」
       *[no] この結果
    }はどちらでもありません。代わりにフォルダーに表示して、内容を確認してから開いてください。
error-open-failed =
    システムが{ $named ->
        [yes] 「{ $path }」
       *[no] ファイル
    }を開けませんでした{ $detail }。代わりにファイルマネージャーから開いてください。
error-demo-failed = デモを開始できませんでした：{ $reason }。もう一度試すか、Dubdeck を再起動してください。
error-demo-failed-unknown = デモを開始できませんでした：原因は不明です。もう一度試すか、Dubdeck を再起動してください。
error-media-tool-missing = この操作にはこのコンピューターの ffmpeg が必要です。{ $reason }ffmpeg（システムのパッケージ、または ffmpeg.org）をインストールしてから、Dubdeck を再起動してください。
error-media-failed =
    ffmpeg が{ $named ->
        [yes] 「{ $file }」
       *[no] このファイル
    }を読み込めませんでした{ $detail }。メディアプレーヤーで再生できるか確認するか、書き出し直してください。
error-no-input-device = マイクが見つかりませんでした。マイクを接続して（または、システムのプライバシー設定で Dubdeck にマイクの使用を許可して）から、「更新」を押してください。
error-input-device-gone = 選んだマイクが接続されていません。もう一度接続するか、別のマイクを選んでから、録音し直してください。
error-input-device-failed = マイクを開けませんでした{ $detail }。マイクを使っている可能性のあるほかのアプリを閉じるか、別のマイクを選んでから、録音し直してください。
error-microphone-denied = システムが Dubdeck にマイクの使用を許可していません。システムのプライバシー設定で許可してから（macOS：システム設定 > プライバシーとセキュリティ > マイク、Windows：設定 > プライバシーとセキュリティ > マイク）、録音し直してください。
error-recording-in-progress = すでにテイクを録音中です。先に停止してください。
error-not-recording = 録音中のテイクはありません。「テイクを録音」を押して開始してください。
error-take-failed = テイクを読み書きできませんでした{ $detail }。ディスクに空き容量があり、Dubdeck のライブラリフォルダーが残っていることを確認してから、もう一度お試しください。
error-take-silent = このテイクは最初から最後まで無音のため、残すものがありません。正しいマイクが選ばれていて、ミュートになっていないことを確認してから、録音し直してください。
error-internal = Dubdeck の内部で問題が発生しました{ $detail }。もう一度お試しください。繰り返し起きる場合は、Dubdeck を再起動してください。
error-unknown = 問題が発生しました（{ $message }）。もう一度お試しください。繰り返し起きる場合は、Dubdeck を再起動してください。

## キーチェーン

keychain-no-session-bus = デスクトップのセッションバス（D-Bus）が動いていないため、キーチェーンに接続できません。デスクトップセッションにログインしてから、もう一度お試しください。
keychain-no-service = キーチェーンのサービス（Secret Service）が動いていません。gnome-keyring または KeePassXC をインストールして起動してから、もう一度お試しください。
keychain-locked = キーチェーンがロックされています。ロックを解除して（デスクトップセッションにログインして）から、もう一度お試しください。
keychain-platform = システムのキーチェーンがキーの保存を拒否しました{ $detail }。システムの資格情報の保管場所を確認してから、もう一度お試しください。
keychain-unknown = キーチェーンを使用できませんでした{ $detail }。システムの資格情報の保管場所を確認してから、もう一度お試しください。
keychain-remove-stored-key = 保存済みのキーを削除してから、もう一度貼り付けてください。

## 送信前に拒否されたファイル、リンク、設定

refusal-not-found =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は見つかりません。移動または削除された可能性があります。選び直してください。
refusal-is-directory =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }はフォルダーです。Dubdeck はファイルを 1 つずつ吹き替えます。フォルダーを開いて、中の曲やクリップをドロップしてください。
refusal-empty =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は空です（0 バイト）。ダウンロード中の場合は、完了してからもう一度ドロップしてください。
refusal-unreadable =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }を読み込めません{ $detail }。開く権限があるか確認するか、開ける場所にコピーしてください。
refusal-not-media =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は、Dubdeck が読み込める音声ファイルや動画ファイルではありません。MP3、WAV、FLAC、OGG、M4A、MP4、MOV、MKV、WebM のいずれかのファイルを選んでください。
refusal-no-audio-track =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }には音声トラックがなく、音が入っていません。音声を含むファイルを選んでください。
refusal-damaged =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は { $container } のようですが、壊れているか不完全です。書き出し直すかダウンロードし直してから、もう一度お試しください。
refusal-damaged-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }はメディアファイルのようですが、壊れているか不完全です。書き出し直すかダウンロードし直してから、もう一度お試しください。
refusal-too-long =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }の長さは { $duration } です。吹き替えられるのは { $limit } までです。カットするか、短く分割してください。
refusal-too-long-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は長すぎます。吹き替えられるのは { $limit } までです。カットするか、短く分割してください。
refusal-bad-link =
    { $named ->
        [yes] 「{ $name }」
       *[no] これ
    }は、Dubdeck で吹き替えられる Web のリンクではありません。音声または動画につながる、https://（または http://）で始まるアドレスを貼り付けてください。
refusal-pitch-out-of-range-value =
    { $count ->
       *[other] ピッチの変更 { $value } 半音は範囲外です（{ $min }～{ $max } 半音）。スライダーをその範囲内に戻してください。
    }
refusal-pitch-out-of-range = ピッチは { $min }～{ $max } 半音の範囲で指定します。スライダーをその範囲内に戻してください。
refusal-output-dir =
    出力先フォルダー{ $named ->
        [yes] 「{ $name }」
       *[no] {""}
    }に書き込めません。設定で別のフォルダーを選んでください。
refusal-bad-name = ボイス名は 1～{ $max } 文字にしてください（前後の空白は取り除かれます）。変更してから、もう一度お試しください。
refusal-bad-minutes-value = 最大時間は { $value } ではなく、{ $min }～{ $max } 分にしてください。変更してから、もう一度お試しください。
refusal-bad-minutes = 最大時間は { $min }～{ $max } 分にしてください。変更してから、もう一度お試しください。
refusal-bad-file-count-value = ボイスの学習に使える録音は 1～{ $max } 個です（現在 { $value } 個）。録音を追加または削除してから、もう一度お試しください。
refusal-bad-file-count = ボイスの学習に使える録音は 1～{ $max } 個です。録音を追加または削除してから、もう一度お試しください。
refusal-training-too-long = 録音の音声が最大時間を超えています。このままでは、サービスが料金を請求したうえで学習に失敗します。最大時間を増やすか、録音を削除してください。
refusal-audition-of-link = リンクは試聴できません。ボイスサービスがリンク先を丸ごと取得するためです。リンク全体を吹き替えるか、ファイルをダウンロードしてドロップすれば、先に 30 秒を試聴できます。
refusal-audition-too-short =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は試聴の長さ（30 秒）以下のため、ファイル全体でも同じ最低料金です。代わりにファイル全体を吹き替えてください。
refusal-audition-out-of-range =
    試聴の開始位置が{ $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }の終わりより後になっています。波形上でもっと前の開始位置を選んでください。
refusal-needs-media-tool = 試聴はこのコンピューターの ffmpeg で切り出します。{ $reason }ffmpeg をインストールしてから Dubdeck を再起動するか、ファイル全体を吹き替えてください。
refusal-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は吹き替えられません{ $detail }。別のファイルを選んでください。

## 学習で拒否された録音

refusal-training-is-directory =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }はフォルダーです。代わりに、中の録音を追加してください。
refusal-training-not-media =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は、Dubdeck が読み込める音声ファイルや動画ファイルではありません。MP3、WAV、FLAC、OGG、M4A、MP4、MOV、MKV、WebM のいずれかの録音を使ってください。
refusal-training-empty =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は空です（0 バイト）。ダウンロード中の場合は、完了してからもう一度追加してください。
refusal-training-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は学習に使えません。削除するか、別の録音を選んでください。

## 開始時に拒否された学習

training-error-bad-name = ボイス名は 1～{ $max } 文字にしてください。「設定」に戻って変更してください。
training-error-bad-minutes = 最大時間は { $min }～{ $max } 分にしてください。「設定」に戻って変更してください。
training-error-bad-file-count = ボイスの学習に使える録音は 1～{ $max } 個です。「ファイル」に戻って変更してください。
training-error-too-long = 録音の音声が最大時間を超えています。このままでは、サービスが料金を請求したうえで学習に失敗します。「設定」に戻って最大時間を増やすか、録音を削除してください。
training-error-refused = 送信する前に学習が拒否されました{ $detail }。指摘された箇所を変更して、もう一度確定してください。

## 録音のチェック

training-warning-unreadable-files = { $count } 個のファイルが使えません（理由は一覧に表示されています）。使えないファイルは学習から除外されます。削除するか、読み込める録音に置き換えてください。
training-warning-total-too-short = 音声は合計 { $total } しかありません。ボイスの学習には、クリアな歌声か話し声が { $recommended } 以上あるのが理想です。録音を追加するか、粗めのボイスでよければこのまま学習してください。
training-warning-total-above-chosen = 録音には { $total } の音声があり、学習に使う { $minutes } 分を超えています。このままでは、サービスが料金を請求したうえで学習に失敗します。録音をいくつか削除するか、最大時間を増やしてください。
training-warning-too-many-files = { $count } 個のファイルが追加されていますが、ボイスの学習に使えるのは最大 { $max } 個です。続けるには { $remove } 個削除してください。
training-warning-unknown = 学習の前に、録音の確認が必要です。

## 品質チェックで見つかったこと

finding-clipped = サンプルの { $percent }% がクリッピングしています。入力ゲインを下げて録音し直してください。
finding-noisy = 背景ノイズ：声がノイズより { $snr } dB しか大きくありません（ノイズは { $noise } dBFS。25 dB 以上あればクリアです）。もっと静かな部屋で、マイクに近づいて録音してください。
finding-silence = { $start }–{ $end } は無音です。カットしてください。
finding-no-voice = { $start }–{ $end } は音はありますが声がありません。カットしてください。
finding-little-voice = { $duration } のうち、声は { $voiced } だけです。残りをカットしないと、ボイスがこの録音からほとんど学習できません。
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

## 録音したテイク

take-device-lost = マイクが切断されたため、{ $take } は { $time } で停止しました。録音した部分は残っています。マイクを接続し直すか別のマイクを選んでから、続きを録音してください。
take-write-failed = { $take } をディスクに書き込めなかったため{ $detail }、{ $time } で停止しました。録音した部分は残っています。ディスクの空き容量を増やしてから、続きを録音してください。
take-end-unknown = { $take } は { $time } で自動的に停止しました。録音した部分は残っています。
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
failure-upload-failed = アップロードに失敗しました{ $detail }。ネットワーク接続を確認してから「再試行」を押してください。
failure-upload-expired = アップロードが終わる前に、アップロード先のアドレスの有効期限が切れました。「再試行」を押すと、もう一度アップロードします。
failure-download-failed = 結果のダウンロードに失敗しました{ $detail }。「再試行」を押してください。二重に支払うことはありません。
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

## ffmpeg

ffmpeg-help = システムのパッケージ（または ffmpeg.org）から ffmpeg をインストールし、Dubdeck を再起動してください。ffmpeg がないと、動画はそのまま全体が送信されて音声のみで返され、試聴も使えません。
ffmpeg-missing = { $reason }システムのパッケージ（または ffmpeg.org）から ffmpeg をインストールし、Dubdeck を再起動してください。ffmpeg がないと、動画はそのまま全体が送信されて音声のみで返され、試聴も使えません。

## ffmpeg を使えない理由

tool-not-found = ffmpeg がインストールされていません（Dubdeck は DUBDECK_FFMPEG、Dubdeck と同じフォルダー、PATH を探しました）。
tool-not-there = DUBDECK_FFMPEG で指定された { $path } に ffmpeg がありません。
tool-no-probe = { $path } の ffmpeg と同じフォルダーに ffprobe がありません。
tool-too-old = ffmpeg { $version } は古すぎます。Dubdeck には ffmpeg { $needs } 以降が必要です。
tool-broken = { $path } の ffmpeg が動作しません{ $detail }。
tool-unknown = ffmpeg を使用できません。

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

## プレーヤー

media-link-original = オリジナルはリンクだったため、聴き比べるためのコピーがこのコンピューターにありません。吹き替えだけを再生します。
media-missing-dub = 吹き替えのファイルが { $path } にありません。移動または削除された可能性があります。吹き替え直すか、ジョブを削除してください。
media-missing-original = オリジナルのファイルが { $path } にないため、吹き替えだけを再生します。聴き比べるには、ファイルを元の場所に戻してください。
media-missing-video = 動画のコピーが { $path } にないため、吹き替えを音声だけで再生します。新しいコピーを作るには、吹き替え直してください。
media-video-network = Dubdeck 内蔵のメディアサーバーから、動画のコピーの読み込みが止まりました。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-decode = 動画のコピーをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-format = 動画のコピーは、このコンピューターの Dubdeck 内では表示できない形式です（Linux では、H.264 と AAC に gstreamer1.0-libav パッケージが必要です）。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-video-failed = 動画のコピーを再生できませんでした。吹き替えを音声だけで再生します。動画を見るには「動画を開く」でほかのアプリを使ってください。
media-audition-range = 試聴：オリジナルは、吹き替えた範囲の { $start } から { $end } までを再生します。
media-audition-from = 試聴：オリジナルは、吹き替えた範囲の { $start } から再生します。
media-error-network =
    { $side ->
        [dub] Dubdeck 内蔵のメディアサーバーから、吹き替えの読み込みが止まりました。プレーヤーを閉じて、もう一度「再生」を押してください。
       *[original] Dubdeck 内蔵のメディアサーバーから、オリジナルの読み込みが止まりました。プレーヤーを閉じて、もう一度「再生」を押してください。吹き替えだけを再生します。
    }
media-error-decode =
    { $side ->
        [dub] 吹き替えをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。「開く」でほかのアプリを試すか、吹き替え直してください。
       *[original] オリジナルをデコードできませんでした。ファイルが壊れているか、途中で切れているようです。「開く」でほかのアプリを試してください。吹き替えだけを再生します。
    }
media-error-format =
    { $side ->
        [dub] 吹き替えは、このコンピューターの Dubdeck 内では再生できない形式です（Linux では、AAC と M4A に gstreamer1.0-libav パッケージが必要です）。「開く」でほかのアプリを使って再生してください。
       *[original] オリジナルは、このコンピューターの Dubdeck 内では再生できない形式です（Linux では、AAC と M4A に gstreamer1.0-libav パッケージが必要です）。「開く」でほかのアプリを使って再生してください。吹き替えだけを再生します。
    }
media-error-failed =
    { $side ->
        [dub] 吹き替えを再生できませんでした。プレーヤーを閉じて、もう一度「再生」を押してください。
       *[original] オリジナルを再生できませんでした。プレーヤーを閉じて、もう一度「再生」を押してください。吹き替えだけを再生します。
    }

## マイボイスの準備状況（バッジ）

readiness-new = 新規
readiness-queued = 順番待ち
readiness-training = 学習中
readiness-done = 準備完了
readiness-failed = 失敗
readiness-service-word = { $word }
