# マイボイス画面：ユーザーが学習させたボイス。

my-voices-retry = 再試行
my-voices-loading = マイボイスを読み込んでいます
my-voices-empty-title = まだマイボイスはありません
my-voices-empty-text = 数分間のクリアな歌声や話し声からボイスを学習させれば、ほかのボイスと同じように吹き替えに使えます。
my-voices-train = ボイスを学習
my-voices-list-label = マイボイス
my-voices-created = 作成日：{ $date }
my-voices-dub-label = { $voice } で吹き替え
my-voices-dub-waiting = 学習が終わると使えます

## マイボイスの準備状況（バッジ）

readiness-new = 新規
readiness-queued = 順番待ち
readiness-training = 学習中
readiness-done = 準備完了
readiness-failed = 失敗
readiness-service-word = { $word }
