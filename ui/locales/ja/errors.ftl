# エラーと、シェルが報告する内容。ファイル名などのデータは「」で囲む。
# $detail は error-detail（全角かっこ付きの補足）か空。文中でかっこが入る位置に置く。

## 共通の部品

error-detail = （{ $detail }）

## コマンドのエラー

error-no-api-key = API キーが設定されていません。設定でキーを貼り付けるか、デモを試してください。
error-key-not-confirmed-new-host = 新しいサービスのアドレス
error-key-not-confirmed-other-host = 別のサービスのアドレス
error-key-not-confirmed = API キーは { $checkedWith } で確認されたため、Dubdeck は { $now } に送信しませんでした。ウィンドウ上部の「キーを { $now } に送信」を選ぶか、別のキーを使うか、設定でアドレスを元に戻してください。
error-declined = システムのダイアログでキャンセルしたため、何も変更・送信されていません。続けるつもりだった場合は、もう一度お試しください。
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
error-invalid-value = その値は使えません{ $detail }。値を変更して、もう一度保存してください。
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
error-demo-service-missing = デモを開始できませんでした：デモ用のサービス（{ $program }）がこの Dubdeck と一緒にインストールされていません。Dubdeck を再インストールしてから、もう一度デモをお試しください。
error-media-tool-missing = この操作にはこのコンピューターの ffmpeg が必要です。{ $reason }ffmpeg（システムのパッケージ、または ffmpeg.org）をインストールしてから、Dubdeck を再起動してください。
error-media-failed =
    ffmpeg が{ $named ->
        [yes] 「{ $file }」
       *[no] このファイル
    }を読み込めませんでした{ $detail }。メディアプレーヤーで再生できるか確認するか、書き出し直してください。
error-no-input-device = マイクが見つかりませんでした。マイクを接続して（または、システムのプライバシー設定で Dubdeck にマイクの使用を許可して）から、「更新」を押してください。
error-input-device-gone = 選んだマイクが接続されていません。もう一度接続するか、別のマイクを選んでから、録音し直してください。
error-input-device-failed = マイクを開けませんでした{ $detail }。マイクを使っている可能性のあるほかのアプリを閉じるか、別のマイクを選んでから、録音し直してください。
device-problem =
    { $problem ->
        [timeout] 時間内に応答がありませんでした
       *[stopped] 録音を始める前に録音機能が止まりました
    }
error-microphone-denied = システムが Dubdeck にマイクの使用を許可していません。システムのプライバシー設定で許可してから（macOS：システム設定 > プライバシーとセキュリティ > マイク、Windows：設定 > プライバシーとセキュリティ > マイク）、録音し直してください。
error-recording-in-progress = すでにテイクを録音中です。先に停止してください。
error-not-recording = 録音中のテイクはありません。「テイクを録音」を押して開始してください。
error-take-failed = テイクを読み書きできませんでした{ $detail }。ディスクに空き容量があり、Dubdeck のライブラリフォルダーが残っていることを確認してから、もう一度お試しください。
error-take-silent = このテイクは最初から最後まで無音のため、残すものがありません。正しいマイクが選ばれていて、ミュートになっていないことを確認してから、録音し直してください。
error-internal = Dubdeck の内部で問題が発生しました{ $detail }。もう一度お試しください。繰り返し起きる場合は、Dubdeck を再起動してください。
error-unknown = 問題が発生しました（{ $message }）。もう一度お試しください。繰り返し起きる場合は、Dubdeck を再起動してください。
error-service-refused-no-reason = ボイスサービスがリクエストを拒否しました。入力内容を確認して、もう一度お試しください。
error-wrong-state-action =
    { $action ->
        [approve] このジョブはもう承認できません
        [discard] このジョブはもう破棄できません
        [retry] このジョブは今は再試行できません
        [remove] 実行中のジョブは削除できません。先に破棄してください
        [dub_again] 吹き替え直せるのは吹き替えだけです
        [relocate] このジョブのファイルは今は別のフォルダーに移せません
       *[other] このジョブには、その操作はもう行えません
    }。現在の状態は一覧で確認できます。
error-result-not-deleted = ジョブは一覧から削除しましたが、結果ファイルを削除できませんでした{ $detail }。不要であれば、ファイルマネージャーから削除してください。
error-library-too-new = Dubdeck のライブラリは新しいバージョンの Dubdeck で最後に使われたため、このバージョンでは変更していません。開くには Dubdeck をアップデートしてください。
error-library-mismatch = Dubdeck のライブラリは別のビルドの Dubdeck で書き込まれたため、このバージョンでは変更していません。そのビルドで開くか、ライブラリのファイルを別の場所に移して新しいライブラリを始めてください。
error-demo-folder-taken = デモを開始できませんでした：{ $path } がすでにあり、デモ用のライブラリではないため、Dubdeck はそのままにしています。別の場所に移してから、もう一度デモをお試しください。

error-mix-failed =
    ミックスを作成できませんでした：{ $step ->
        [no_pitch_shifter] この ffmpeg では曲のキーを変えられません（rubberband フィルターがありません）{ $detail }。キーを 0 にするか、rubberband 付きでビルドされた ffmpeg をインストールしてから、ミックスを書き出し直してください
        [stem_missing] 吹き替えたボーカルまたはインストが Dubdeck のライブラリにありません{ $detail }。ボーカルをインストと組み合わせて、もう一度吹き替えてください
        [out_of_range] 音量、キー、またはラウドネスが範囲外です{ $detail }。範囲内に戻してから、ミックスを書き出し直してください
        [name] 出力先フォルダーに使える名前がありませんでした{ $detail }。出力先フォルダーを整理するか、設定で別のフォルダーを選んでから、ミックスを書き出し直してください
        [work_folder] Dubdeck の作業フォルダーを使えませんでした{ $detail }。ディスクの空き容量を確認してから、ミックスを書き出し直してください
        [place] 出力先フォルダーに移動できませんでした{ $detail }。フォルダーがまだあり書き込めることを確認するか、設定で別のフォルダーを選んでから、ミックスを書き出し直してください
       *[render] ffmpeg がファイルを作成できませんでした{ $detail }。設定で別の形式を選ぶか、ミックスを書き出し直してください
    }。何も送信されず、クレジットも使われていません。吹き替えはそのまま残っています。
error-mix-failed-no-tool = ミックスを作成できませんでした。ミックスはこのコンピューター上で ffmpeg を使って作成します。{ $reason } ffmpeg をインストールして Dubdeck を再起動してから、ミックスを書き出し直してください。クレジットは使われておらず、吹き替えはそのまま残っています。
error-export-failed = { $value } に書き込めませんでした{ $detail }。フォルダーがまだあり、書き込みができ、ディスクに空きがあることを確認してから、もう一度書き出してください。
error-watch-failed =
    { $problem ->
        [not_a_folder] { $value } はフォルダーではありません。フォルダーを選んで、もう一度お試しください。
        [output_is_watched] 吹き替えが監視中のフォルダー { $value } 自体に保存されてしまいます。この監視フォルダーの吹き替えには、別の保存先フォルダーを選んでください。
        [watcher] システムが { $value } を監視できません{ $detail }。このコンピューター上の開けるフォルダーか確認してから、監視をもう一度オンにしてください。
       *[unreadable] フォルダー { $value } を読み取れませんでした{ $detail }。フォルダーがまだあり、開けることを確認してから、もう一度お試しください。
    }

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
    }は { $container } のようですが、壊れているか不完全です{ $why }。書き出し直すかダウンロードし直してから、もう一度お試しください。
refusal-damaged-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }はメディアファイルのようですが、壊れているか不完全です{ $why }。書き出し直すかダウンロードし直してから、もう一度お試しください。
damage-cause =
    { $cause ->
        [reader_crashed] メディアの読み込み処理が内容の途中で停止しました
        [bad_timing] 音声に使える時間情報がありません
        [unreadable_audio] 音声を読み込めません
        [no_audio_data] 音声データが含まれていません
        [nothing_decoded] 音声をまったくデコードできませんでした
        [no_decoder] このコンピューターでは音声をデコードできません
       *[other] 内容を読み込めません
    }
refusal-not-regular-file =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は通常のファイルではなく、デバイス、パイプ、ソケットのいずれかのため、読み込みません。音声または動画のファイルを選んでください。
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
    }に書き込めません{ $detail }。設定で別のフォルダーを選んでください。
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
refusal-not-single-file =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は{ $kind ->
        [playlist] 動画ではなくプレイリストで、ほかのファイルを指しているだけです（Dubdeck はそれらのファイルを開きません）。指している動画そのものを開いてください。
        [concat_list] 動画ではなく、ほかのファイルの一覧です（Dubdeck は一覧にあるファイルを開きません）。音声ファイルや動画ファイルそのものを開いてください。
        [image_sequence] 動画ではなく画像です。音声ファイルか動画ファイルを選んでください。
       *[other] 、Dubdeck が音声や動画として読み込める形式ではありません。MP3、WAV、FLAC、OGG、M4A、MP4、MOV、MKV、WebM のいずれかのファイルを選んでください。
    }
refusal-unknown =
    { $named ->
        [yes] 「{ $name }」
       *[no] このファイル
    }は吹き替えられません{ $detail }。別のファイルを選んでください。
refusal-not-pairable =
    { $named ->
        [yes] 「{ $name }」
       *[no] これ
    }はインストと組み合わせられません。組み合わせられるのは、ボーカルの音声ファイルを丸ごと吹き替える場合だけです（リンク、動画、試聴は不可）。「ペアを解除」を押して単独で吹き替えるか、代わりにボーカルのファイルを組み合わせてください。
refusal-key-out-of-range-value =
    { $count ->
       *[other] キー { $value } 半音は範囲外です（曲全体を動かせるのは { $min }～{ $max } 半音）。キーをその範囲内に戻してください。
    }
refusal-key-out-of-range = キーは { $min }～{ $max } 半音の範囲で指定します。その範囲内に戻してください。
refusal-no-pitch-shifter = キー { $value } には ffmpeg のピッチシフター（rubberband）が必要ですが、このコンピューターの ffmpeg にはありません。何も送信していません。キーを 0 にするか、rubberband を含む ffmpeg をインストールしてください。
refusal-gain-out-of-range-value = 音量 { $value } dB は範囲外です（ミックスの各パートは { $min }～{ $max } dB）。フェーダーをその範囲内に戻してください。
refusal-gain-out-of-range = ミックスの各パートの音量は { $min }～{ $max } dB の範囲で指定します。フェーダーをその範囲内に戻してください。
refusal-loudness-out-of-range-value = ラウドネス { $value } LUFS は範囲外です（{ $min }～{ $max } LUFS）。その範囲内の値を入力するか、ラウドネスの調整をオフにしてください。
refusal-loudness-out-of-range = ラウドネスは { $min }～{ $max } LUFS の範囲で指定します。その範囲内の値を入力するか、ラウドネスの調整をオフにしてください。
refusal-too-many-voices-value = 一度に比較できるボイスは { $limit } つまでですが、{ $count } つ選ばれています。{ $limit } つ以下になるまでボイスを外してから、もう一度開始してください。
refusal-too-many-voices = 一度に比較できるボイスは { $limit } つまでです。{ $limit } つ以下になるまでボイスを外してから、もう一度開始してください。
refusal-comparison-without-audition = ボイスは同じ 30 秒で聴き比べるため、比較するには「まず 30 秒を試聴」をオンにする必要があります。オンにするか、ボイスを 1 つだけにしてください。
refusal-name-template-value = 名前のテンプレート「{ $template }」に、Dubdeck が知らないプレースホルダーか、対になっていない波かっこがあります。{"{"}input{"}"}、{"{"}voice{"}"}、{"{"}key{"}"}、{"{"}pitch{"}"}、{"{"}date{"}"} だけを使うか、空欄にしていつもの名前にしてください。
refusal-name-template = 名前のテンプレートに、Dubdeck が知らないプレースホルダーか、対になっていない波かっこがあります。{"{"}input{"}"}、{"{"}voice{"}"}、{"{"}key{"}"}、{"{"}pitch{"}"}、{"{"}date{"}"} だけを使うか、空欄にしていつもの名前にしてください。

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

## ffmpeg

ffmpeg-help = システムのパッケージ（または ffmpeg.org）から ffmpeg をインストールし、Dubdeck を再起動してください。ffmpeg がないと、動画はそのまま全体が送信されて音声のみで返され、試聴も使えません。
ffmpeg-missing = { $reason }システムのパッケージ（または ffmpeg.org）から ffmpeg をインストールし、Dubdeck を再起動してください。ffmpeg がないと、動画はそのまま全体が送信されて音声のみで返され、試聴も使えません。

## ffmpeg を使えない理由

tool-not-found = ffmpeg がインストールされていません（Dubdeck は DUBDECK_FFMPEG、Dubdeck と同じフォルダー、PATH を探しました）。
tool-not-there = DUBDECK_FFMPEG で指定された { $path } に ffmpeg がありません。
tool-no-probe = { $path } の ffmpeg と同じフォルダーに ffprobe がありません。
tool-too-old = ffmpeg { $version } は古すぎます。Dubdeck には ffmpeg { $needs } 以降が必要です。
tool-broken = { $path } の ffmpeg が動作しません{ $detail }。
tool-no-version = { $path } の ffmpeg がバージョンを示しませんでした。
media-problem =
    { $problem ->
        [no_audio] 音声トラックがありません
        [no_video] 吹き替えを入れる映像がありません
        [no_container] ffprobe が音声・映像のコンテナーを見つけられませんでした
        [timed_out] ffmpeg の処理に時間がかかりすぎたため停止しました
        [probe_too_large] ffprobe による説明が Dubdeck の読み取れる量を超えました
        [output_too_large] ffmpeg が作ったデータが想定の大きさを超えました
       *[not_single_file] 単一の音声・動画ファイルではありません
    }
tool-unknown = ffmpeg を使用できません。

## ファイルやフォルダーについてシステムが報告した問題

io-problem =
    { $problem ->
        [not_found] 見つかりません
        [permission_denied] アクセスが拒否されました
        [already_exists] 同じ名前のものがすでにあります
        [storage_full] ディスクがいっぱいです
        [read_only] ディスクまたはフォルダーが読み取り専用です
        [in_use] 別のプログラムが使用中です
        [too_large] ファイルがこのディスクには大きすぎます
        [wrong_kind] フォルダーがあるべき場所にファイルがあるか、その逆です
       *[other] システムエラー
    }

## アップデート（設定 > アップデート）

error-update-unreachable = アップデートのアドレスから最新のリリースを取得できませんでした{ $detail }。ネットワーク接続と、「設定」の「アップデート」にあるアップデートのアドレスを確認してから、もう一度お試しください。
error-update-not-offered =
    { $named ->
        [yes] 提供されたリリースには、このインストール方法（{ $value }）用のパッケージがないため、何もインストールしていません。
       *[no] 提供されたリリースには、Dubdeck がインストールできるパッケージがないため、何もインストールしていません。
    }しばらくしてからもう一度アップデートを確認するか、Dubdeck のリリースページからインストーラーをダウンロードしてください。
error-update-signature-invalid = ダウンロードしたアップデートに Dubdeck の署名がないため、インストールしませんでした。途中で壊れたか、書き換えられた可能性があります。このコンピューターでは何も変わっていません。しばらくしてからもう一度お試しいただくか、Dubdeck のリリースページからインストーラーをダウンロードしてください。
error-update-install-failed = アップデートをインストールできませんでした{ $detail }。Dubdeck は元のままです。もう一度お試しください。再び失敗する場合は、Dubdeck のリリースページからインストーラーをダウンロードして、ご自身で実行してください。
error-update-unsupported = この Dubdeck は、自動でアップデートできるパッケージからインストールされていない（フォルダーや AppImage から実行している）ため、自分自身をアップデートできません。Dubdeck のリリースページからインストーラーをダウンロードし、それを使って新しいバージョンをインストールしてください。
error-update-insecure =
    { $named ->
        [yes] { $value } は暗号化されていない http のアドレスです。
       *[no] アップデートのアドレスは暗号化されていない http です。
    }この Dubdeck のビルドは https:// 経由でしかアップデートを受け取らないため、そのアドレスは確認しませんでした。「設定」の「アップデート」で https:// のアドレスを指定するか、既定のアドレスを使ってください。
