# アプリの起動、キーの画面、すべての画面を囲む枠（サイドバー、トップバー、バナー、通知）。

## 起動

app-loading-label = Dubdeck を読み込んでいます
app-failed-title = Dubdeck を起動できませんでした
app-remove-stored-key = 保存済みのキーを削除
app-try-again = 再試行

app-key-lost = API キーが拒否されました。新しいキーを貼り付けてください。
app-key-missing = API キーが設定されていません。続けるには API キーを貼り付けてください。

## キーの画面（初回起動、サインアウト時）

welcome-title = Dubdeck へようこそ
welcome-lead = どんな曲やクリップも、別のボイスで聴けます。まずは VoiceDub アカウントを接続してください。
welcome-key-label = API キー
welcome-key-hint = API キーは voicedub.ai の VoiceDub アカウント設定で確認できます。
welcome-save-key = キーを保存
welcome-key-safe = キーはファイルではなく、システムのキーチェーンに保管されます。
welcome-or = または
welcome-try-demo = デモを試す
welcome-demo-hint = デモは組み込みのシミュレーターとデモ用クレジットで動きます。料金は一切かかりません。
welcome-key-refused = API キーが拒否されたため、入力欄を空にしました。キー全体をもう一度貼り付けるか、新しいキーを貼り付けてください。
welcome-key-empty = 先に API キーを貼り付けてください。

## キーチェーンが使えない

keychain-screen-title = キーチェーンを利用できません
keychain-screen-hint = Dubdeck は API キーをシステムのキーチェーンにしか保管しないため、キーチェーンが使えるようになるまでキーを保存できません。
keychain-screen-try-again = 再試行
keychain-screen-try-demo = デモを試す

## 枠：サイドバーとトップバー

frame-nav-label = メイン
frame-route-voices = ボイス
frame-route-my-voices = マイボイス
frame-route-jobs = ジョブ
frame-route-train = ボイスを学習
frame-route-settings = 設定
frame-nav-jobs-active = ジョブ、実行中 { $count } 件
frame-nav-jobs-waiting = ジョブ、対応待ち { $waiting } 件
frame-nav-jobs-both = ジョブ、実行中 { $active } 件、対応待ち { $waiting } 件
frame-version = Dubdeck { $version }
frame-dub-files = ファイルを吹き替え
frame-dub-files-title = ファイルを吹き替え（Ctrl+O）
frame-demo-mark = デモ
frame-demo-label = デモモード
frame-demo-title = デモモード：組み込みのシミュレーターで動作中。実際のクレジットは使いません
frame-leave-demo = デモを終了
frame-crashed-title = この画面で問題が発生しました
frame-crashed-reload = 画面を再読み込み

## ウィンドウ上にファイルをドラッグ中

frame-drop-training-busy = 現在ボイスを学習中です。完了してから次の録音をドロップしてください
frame-drop-training = ドロップして学習用ファイルに録音を追加
frame-drop-on-voice = ドロップして { $voice } で吹き替え
frame-drop-last-voice = ドロップして吹き替え — 次にボイスを選びます（前回：{ $voice }）。ボイスカードにドロップしても構いません
frame-drop = ドロップして吹き替え — 次にボイスを選びます。ボイスカードにドロップしても構いません

## 通知（右下）

frame-notice-view-jobs = ジョブで表示
frame-notice-dismiss = 閉じる
frame-notices-label = お知らせ
frame-notice-all = すべて表示
frame-notice-fewer = 折りたたむ
frame-key-host-confirmed = 今後、Dubdeck は API キーを { $host } に送信します。

## 確認待ちのキーのバナー

frame-host-change-title = API キーの送信を保留しています
frame-host-change-what = API キーは { $checkedWith } で確認されましたが、サービスのアドレスが現在は { $now } になっているため、Dubdeck はそこへキーを送信していません。ジョブはライブラリに残り、キーを送信できるようになると再開します。
# シェルのダイアログ（key-host-title）と同じ文言。
frame-host-change-asking = Dubdeck が開いたダイアログで答えてください：「API キーを { $host } に送信しますか？」
frame-host-change-declined = { $host } には何も送信していません。アドレスが正しいと確認できたらキーを送信するか、別のキーを使うか、アドレスを元に戻してください。
frame-host-change-send = キーを { $host } に送信
frame-host-change-other-key = 別のキーを使う
frame-host-change-from-environment = このアドレスは DUBDECK_BASE_URL で指定されています。元に戻すには、この環境変数を変更または削除してから Dubdeck を再起動してください。
frame-host-change-change-back = アドレスを元に戻す
