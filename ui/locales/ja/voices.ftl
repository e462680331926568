# ボイス画面：公開ボイスのカタログ、検索、絞り込み、お気に入り、カードと詳細パネル。

## 検索と絞り込み

voices-search-placeholder = ボイスを検索
voices-search-label = ボイスを検索
voices-search-shortcut = Ctrl K
voices-favorites = お気に入り
voices-clear-filters = 絞り込みを解除
voices-filter-genres = ジャンル
voices-filter-languages = 言語
voices-filter-styles = スタイル

## 一覧とその状態

voices-offline = オフライン：このコンピューターに保存済みのボイスを表示しています
voices-try-again = 再試行
voices-error-title = ボイスを読み込めませんでした
voices-empty-title = 該当するボイスはありません。
voices-empty-favorites = お気に入りはまだありません。ボイスに星を付けると、ここに表示されます。
voices-empty-hint = 絞り込みを減らすか、別の言葉で検索してください。
voices-loading = ボイスを読み込んでいます
voices-grid-label = ボイス
voices-load-more = さらに読み込む

## ボイスのカードと詳細パネル

voices-voice-label = { $voice }
voices-favorite-add = { $voice } をお気に入りに追加
voices-favorite-remove = { $voice } をお気に入りから削除
voices-card-drop = ドロップして { $voice } で吹き替え
voices-card-tags = タグ
voices-detail-close = 閉じる
voices-detail-dub-file = ファイルを吹き替え
voices-detail-dub-link = リンクを吹き替え
