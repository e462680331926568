# ボイス画面：公開ボイスのカタログ、検索、絞り込み、お気に入り、カードと詳細パネル。

## 検索と絞り込み

voices-search-placeholder = ボイスを検索
voices-search-label = ボイスを検索
voices-search-shortcut = Ctrl K
voices-favorites = お気に入り
voices-clear-filters = 絞り込みを解除
voices-filters-toggle =
    { $count ->
        [0] 絞り込み
       *[other] 絞り込み（{ $count }）
    }
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
voices-card-more = ほか { $count } 個のタグ：{ $tags }
voices-detail-close = 閉じる
voices-detail-dub-file = ファイルを吹き替え
voices-detail-dub-link = リンクを吹き替え

voices-range-title = 声域
voices-range-hint = このボイスの声の高さです。吹き替えのときに Dubdeck がピッチを提案するのに使います。一度設定すれば Dubdeck が覚えています。
voices-range-loading = 声域を読み込んでいます
voices-range-measured = 学習用の録音から測定：約 { $hz } Hz
voices-range-low = 低い
voices-range-low-hint = バス・バリトン、約 { $hz } Hz
voices-range-middle = 中くらい
voices-range-middle-hint = テノール・アルト、約 { $hz } Hz
voices-range-high = 高い
voices-range-high-hint = ソプラノ・子どもの声、約 { $hz } Hz
voices-range-custom = カスタム
voices-range-custom-hint = ボイスのふだんの声の高さ（Hz）
voices-range-hz-label = ボイスの声の高さ（Hz）
voices-range-hz-unit = Hz
voices-range-save = 保存
voices-range-none = 未設定
voices-range-none-hint = このボイスにはピッチを提案しません
voices-range-hz-missing = ボイスの声の高さを Hz の数字で入力してから、「保存」を押してください。
voices-range-hz-refused = { $hz } Hz は保存できません。ボイスの声の高さは { $min }〜{ $max } Hz の範囲です。値を変えてから、もう一度「保存」を押してください。
