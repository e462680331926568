# 利用履歴と予算：「利用履歴」画面（日・週・月ごとのクレジットの棒グラフ。吹き替えと学習に分けて表示。
# ボイス別の表、今月の利用と月の予算、CSV の書き出し）と、設定の「予算」「監視フォルダー」
# （フォルダーに入ったファイルを Dubdeck が自動で吹き替えます）。

## 「利用履歴」画面

spend-route = 利用履歴
spend-by-label = 集計の単位
spend-by-day = 日
spend-by-week = 週
spend-by-month = 月
spend-span =
    { $by ->
        [day] 過去 30 日
        [week] 過去 12 週
       *[month] 過去 12 か月
    }
spend-chart-label =
    { $by ->
        [day] 日ごとのクレジット
        [week] 週ごとのクレジット
       *[month] 月ごとのクレジット
    }
spend-legend-dubs = 吹き替え：{ $credits }
spend-legend-trainings = 学習：{ $credits }
spend-total = 合計 { $credits } クレジット
# $period：日（「2026/11/03」）、週（spend-week-of）、月（「2026年11月」）。
spend-bar =
    { $total ->
        [0] { $period }：利用なし
       *[other] { $period }：{ $total } クレジット（吹き替え { $dubs }、学習 { $trainings }）
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = { $day } の週
spend-table-show = 数値を表示
spend-col-period =
    { $by ->
        [day] 日
        [week] 週
       *[month] 月
    }
spend-col-voice = ボイス
spend-col-dubs = 吹き替え
spend-col-trainings = 学習
spend-col-total = 合計
spend-row-total = 合計
spend-voices-title = ボイス別
spend-voices-none = この期間の利用はありません。

## 今月の利用と月の予算（「利用履歴」画面と設定）

spend-month-title = 今月
# $month：月の名前（「11月」）。
spend-budget-status =
    { $state ->
        [over] { $month }：{ $budget } クレジット中 { $spent } クレジットを利用、{ $over } クレジット超過
        [none] { $month }：{ $spent } クレジットを利用
       *[under] { $month }：{ $budget } クレジット中 { $spent } クレジットを利用、残り { $left } クレジット
    }
spend-budget-reserved = ほかに { $credits } クレジットが承認済みで、まだ消費されていません。
spend-budget-meter = 月の予算の利用分
spend-budget-none = 月の予算なし
spend-budget-set = 設定で予算を決める

## 書き出しと画面の状態

spend-export = CSV を書き出し
spend-exported = 利用履歴を { $path } に保存しました。
spend-empty = まだ利用はありません。吹き替えと学習にかかったクレジットがここに表示されます。
spend-loading = 利用履歴を読み込み中
spend-try-again = 再試行

## 設定 > 予算

spend-budget-section = 予算
spend-budget-label = 月の予算（クレジット）
spend-budget-hint = 今月の利用が予算を超えることになる場合、Dubdeck が自動で承認するはずの吹き替えは承認待ちになります。手動で承認したものは常に実行されます。
spend-budget-placeholder = 予算なし
spend-budget-invalid = 0 より大きい整数でクレジット数を入力してください。月の予算を設けない場合は空欄にします。
spend-budget-saved = 月の予算を保存しました。
spend-budget-removed = 月の予算を削除しました。

## 設定 > 監視フォルダー

spend-watch-section = 監視フォルダー
spend-watch-intro = 監視フォルダーに入った曲やクリップは、コピーが終わりしだい吹き替えます。同じファイルを 2 回吹き替えることはありません。Dubdeck を閉じている間に届いたファイルは、次に開いたときに吹き替えます。
spend-watch-none = 監視しているフォルダーはまだありません。
spend-watch-add = 監視フォルダーを追加…
spend-watch-row-voice = ボイス：{ $voice }
spend-watch-row-output = 保存先：{ $folder }
spend-watch-row-limit =
    { $credits ->
        [0] すべての吹き替えが承認を待ちます
       *[other] { $credits } クレジットまでの吹き替えは自動で開始
    }
spend-watch-toggle = { $folder } を監視
spend-watch-edit = 編集
spend-watch-edit-label = { $folder } の吹き替え設定を変更
spend-watch-remove = 削除
spend-watch-remove-label = { $folder } の監視をやめる
spend-watch-remove-question = { $folder } の監視をやめますか？　フォルダー内のファイルはそのまま残り、吹き替えもジョブに残ります。
spend-watch-remove-confirm = 監視をやめる
spend-watch-on = { $folder } の監視を再開しました。
spend-watch-off = { $folder } の監視を停止しました。設定は残してあります。
spend-watch-removed = { $folder } の監視をやめました。
spend-watch-added = { $folder } の監視を始めました。
spend-watch-changed = { $folder } の設定を保存しました。

## 設定 > 監視フォルダー：フォルダーごとの設定

spend-watch-form-title = { $folder } を監視
spend-watch-voice-missing = このフォルダーのファイルを吹き替えるボイスを選んでください。
spend-watch-pitch = ピッチ（半音）
spend-watch-pitch-invalid = { $min } から { $max } までの整数で半音の数を入力してください。
spend-watch-output = 出力先フォルダー
spend-watch-output-choose = 選択…
spend-watch-output-hint = このフォルダーの吹き替えの保存先です。監視しているフォルダー以外を指定してください。
spend-watch-output-missing = このフォルダーの吹き替えを保存するフォルダーを入力してください。
spend-watch-limit = 自動承認の上限（クレジット）
spend-watch-limit-hint =
    { $credits ->
        [0] すべての吹き替えが承認待ちになります。
       *[other] { $credits } クレジットまでの吹き替えは、月の予算の範囲内で自動で開始します。それより高いものは承認待ちになります。
    }
spend-watch-save = このフォルダーを監視
spend-watch-save-changes = 変更を保存
