# 予算内の一括吹き替え：複数のファイルやフォルダー内のファイルを 1 回の承認で吹き替えるプラン（吹き替えパネル）、
# ジョブの残り時間、月の予算で承認待ちになったジョブ、予算と監視フォルダーの通知。

## 吹き替えパネルのプラン

batch-add-folder = フォルダーを追加…
batch-plan-label = プラン
batch-plan-summary = { $files } 個のファイル · 合計 { $length } · 約 { $credits } クレジット
batch-plan-month = 今月の利用：{ $budget } クレジットの予算のうち { $spent } クレジット
batch-plan-over = このプランを実行すると、{ $month }の利用額は { $budget } クレジットの予算に対して { $total } クレジットになります。予算を超える吹き替えは承認待ちになります。
batch-not-media = 音声でも動画でもないファイル { $count } 個を除外しました。
batch-start = { $count } 個のファイルを約 { $credits } クレジットで吹き替え
batch-approval-hint =
    { $budget ->
        [set] 開始すると、料金が { $credits } クレジットまでの吹き替えはそれぞれ承認されます。サービスの料金がそれより高いものや、月の予算を超えるものは承認待ちになります。
       *[none] 開始すると、料金が { $credits } クレジットまでの吹き替えはそれぞれ承認されます。サービスの料金がそれより高いものは承認待ちになります。
    }

## 実行中のジョブの残り時間

eta-under-minute = 残り 1 分未満
eta-minutes = 残り約 { $minutes } 分
eta-hours = 残り約 { $hours } 時間 { $minutes } 分

## 一括吹き替え（ジョブ画面の最初の行）

batch-progress = 一括：{ $total } 件中 { $done } 件完了
batch-failed = { $count } 件失敗：{ $files }
batch-done-by = { $time } ごろにすべて完了予定
batch-name = 「{ $name }」
batch-names-more = { $names }ほか { $more } 件

## 月の予算で承認待ちになったジョブ

jobs-hold-budget = 承認待ち：この吹き替えを行うと、{ $month }の利用額は { $budget } クレジットの予算に対して { $total } クレジットになります。

## 通知

budget-reached =
    { $percent ->
        [100] { $month }の予算を使い切りました（{ $budget } クレジット中 { $spent } クレジット）。Dubdeck が自動で承認するはずの吹き替えは、今後は承認待ちになります。
       *[other] { $month }の予算の { $percent }% を使いました（{ $budget } クレジット中 { $spent } クレジット）。
    }
watch-started = 監視フォルダー：「{ $file }」を吹き替え中
watch-started-files = 監視フォルダー：{ $files }を吹き替え中
watch-already-taken = 監視フォルダー：「{ $file }」は吹き替え済みの「{ $first }」と同じ内容のため、もう一度は吹き替えません。
watch-refused = 監視フォルダー：「{ $file }」は吹き替えられませんでした。{ $reason }
watch-folder-missing = 監視フォルダー { $folder } が見つかりません。Dubdeck は引き続きフォルダーが戻るのを待ち、戻ったら新しいファイルを吹き替えます。
watch-folder-back = 監視フォルダー { $folder } が戻りました。新しいファイルの吹き替えを再開します。
batch-folder-empty =
    { $count ->
        [0] フォルダーに音声や動画のファイルがありません。吹き替えるものはありません。
       *[other] フォルダーに音声や動画のファイルはなく、ほかのファイルが { $count } 個あるだけです。吹き替えるものはありません。
    }
