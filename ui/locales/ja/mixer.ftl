# ジョブ画面の比較とカバー。同じ試聴範囲を複数のボイスで吹き替えた比較（1 行にまとめて表示）と、
# 吹き替えたボーカルをインストに重ねるミックス。

## 比較の行

compare-label = 「{ $title }」の比較：{ $voices }
compare-title = 「{ $title }」の { $span } を { $count } 種類のボイスで比較
compare-title-whole = 「{ $title }」を { $count } 種類のボイスで比較
compare-progress = 試聴 { $count } 件中 { $done } 件が完了
compare-approve-cost = 試聴 { $count } 件を { $credits } クレジットで生成
compare-dub-whole = { $voice } でファイル全体を吹き替え
compare-play-label = 「{ $title }」の比較を再生
compare-player-label = 「{ $title }」の比較プレーヤー
compare-dub-missing = { $voice } の吹き替えが { $path } にないため、比較から外しました。聴くには、もう一度吹き替えてください。
compare-dub-failed = { $voice } の吹き替えはここでは再生できないため、比較から外しました。
compare-original-missing = オリジナルのファイルが { $path } にないため、ボイスだけを再生します。オリジナルと聴き比べるには、ファイルを元の場所に戻してください。
compare-original-failed = オリジナルはここでは再生できないため、ボイスだけを再生します。
compare-remove-label = 「{ $title }」の比較をライブラリから削除
compare-remove-title = 「{ $title }」の比較をライブラリから削除しますか？
compare-remove-delete-files = 結果のファイルもすべて削除する
compare-remove-confirm-delete = ファイルごとすべて削除
