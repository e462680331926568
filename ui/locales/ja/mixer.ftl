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

## カバーのミックス（プレーヤー内）

mixer-label = ミックス
mixer-vocal = ボーカル
mixer-instrumental = インスト
mixer-db = { $value } dB
mixer-export = ミックスを書き出し
mixer-free = 無料：このコンピューターで作成
mixer-mixing = ミックス中…
mixer-mixed = 「{ $file }」に書き出しました
mixer-cover = インスト「{ $file }」
mixer-cover-key = インスト「{ $file }」、キー { $key }
mixer-error-cover =
    吹き替えは完了しましたが、ミックスを作れませんでした：{ $step ->
        [no_tool] このコンピューターでは ffmpeg を使えません
        [no_pitch_shifter] この ffmpeg では曲のキーを変えられません（rubberband フィルターがありません）
        [stem_missing] インストまたは吹き替えたボーカルがライブラリにありません
        [out_of_range] レベル、キー、またはラウドネスが範囲外です
        [render] ffmpeg がファイルを作れませんでした
        [name] 出力先フォルダーに使える名前がありませんでした
        [work_folder] Dubdeck の作業フォルダーを使えませんでした
        [place] 出力先フォルダーに移せませんでした
       *[other] 問題が発生しました
    }{ $detail }。{ $step ->
        [no_tool] ffmpeg をインストールし、Dubdeck を再起動してから「ミックスを書き出し」を押してください。
        [no_pitch_shifter] rubberband に対応した ffmpeg をインストールし、Dubdeck を再起動してから「ミックスを書き出し」を押してください。
        [stem_missing] ミックスするには、曲をもう一度吹き替えてください。
       *[other] もう一度試すには「ミックスを書き出し」を押してください。
    }
mixer-error-format =
    吹き替えは完了しましたが、選んだ形式のファイルを作れませんでした：{ $step ->
        [no_tool] このコンピューターでは ffmpeg を使えません
        [no_pitch_shifter] この ffmpeg では曲のキーを変えられません（rubberband フィルターがありません）
        [stem_missing] 吹き替えたファイルがライブラリにありません
        [out_of_range] ラウドネスが範囲外です
        [render] ffmpeg がファイルを作れませんでした
        [name] 出力先フォルダーに使える名前がありませんでした
        [work_folder] Dubdeck の作業フォルダーを使えませんでした
        [place] 出力先フォルダーに移せませんでした
       *[other] 問題が発生しました
    }{ $detail }。吹き替えはサービスが作成したまま保存されています。
mixer-instrumental-missing = インストのファイルが { $path } にないため、吹き替えだけを再生します。ミックスを聴くには、ファイルを元の場所に戻してください。
mixer-instrumental-none = この吹き替えに重ねるインストがないため、吹き替えだけを再生します。
mixer-instrumental-failed = インストはここでは再生できないため、吹き替えだけを再生します。「ミックスを書き出し」でミックスは作成できます。
