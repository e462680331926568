# アクセシビリティ：キーボードショートカット一覧、キーの名前、ボイスカードの吹き替えボタン、
# スクリーンリーダーへの読み上げ（画面には表示されない）。

## キー

a11y-key-ctrl = Ctrl
a11y-key-shift = Shift
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Enter
a11y-key-space = スペース
a11y-key-arrows = 矢印キー
a11y-key-page-up = Page Up
a11y-key-page-down = Page Down
a11y-key-home = Home
a11y-key-end = End
a11y-key-or = または

## キーボードショートカット一覧

a11y-shortcuts-open = キーボードショートカット
a11y-shortcuts-title = キーボードショートカット
a11y-shortcuts-mac = macOS では、Ctrl と書かれたところで Cmd を押します。
a11y-shortcuts-close = 閉じる
a11y-shortcuts-group-app = アプリ全体
a11y-shortcuts-group-voices = ボイス
a11y-shortcuts-group-player = プレーヤー
a11y-shortcuts-group-audition = 試聴範囲
a11y-shortcut-help = キーボードショートカットを表示
a11y-shortcut-search = ボイスを検索
a11y-shortcut-open = 吹き替えるファイルを選択
a11y-shortcut-paste-link = コピーしたリンクを吹き替え（テキスト欄の外で）
a11y-shortcut-zoom-in = 拡大
a11y-shortcut-zoom-out = 縮小
a11y-shortcut-zoom-reset = 実際のサイズ
a11y-shortcut-tab = 次または前のコントロールへ（ダイアログ内ではフォーカスが外に出ない）
a11y-shortcut-escape = ダイアログ、吹き替えシート、ボイスの詳細を閉じる
a11y-shortcut-grid-move = ボイスカード間を移動
a11y-shortcut-grid-page = 1 画面分上下に移動
a11y-shortcut-grid-ends = 最初または最後のボイスへ
a11y-shortcut-grid-open = ボイスの詳細を開く
a11y-shortcut-search-clear = 検索をクリア（検索欄で）
a11y-shortcut-play = 再生または一時停止
a11y-shortcut-switch = オリジナルと吹き替えを切り替え
a11y-shortcut-compare = 比較のボイス 1〜4 を聴く
a11y-shortcut-seek = 5 秒戻る／進む（再生位置バーで）
a11y-shortcut-seek-far = 30 秒戻る／進む
a11y-shortcut-player-close = プレーヤーを閉じる
a11y-shortcut-audition-move = 範囲を 1 秒動かす
a11y-shortcut-audition-far = 範囲を 10 秒動かす
a11y-shortcut-audition-ends = 範囲を最初または最後へ

## ボイスカード

a11y-card-dub = { $voice } で吹き替え

## スクリーンリーダーのみが読み上げる

a11y-zoom-now = ズーム { $percent }%
a11y-dub-stage =
    { $named ->
        [yes] { $voice } による「{ $title }」の吹き替え：{ $stage }
       *[no] 「{ $title }」の吹き替え：{ $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] { $voice } による「{ $title }」の吹き替えが承認を待っています：{ $credits } クレジット
       *[no] 「{ $title }」の吹き替えが承認を待っています：{ $credits } クレジット
    }
a11y-dub-done =
    { $named ->
        [yes] { $voice } による「{ $title }」の吹き替えが完了しました
       *[no] 「{ $title }」の吹き替えが完了しました
    }
a11y-dub-failed =
    { $named ->
        [yes] { $voice } による「{ $title }」の吹き替えが失敗しました：{ $reason }
       *[no] 「{ $title }」の吹き替えが失敗しました：{ $reason }
    }
a11y-training-stage = { $voice } の学習：{ $stage }
a11y-training-approval = { $voice } の学習が承認を待っています：{ $credits } クレジット
a11y-training-done = { $voice } の学習が完了しました
a11y-training-failed = { $voice } の学習が失敗しました：{ $reason }
