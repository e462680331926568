# 公開カタログの絞り込み項目：ジャンル、言語、スタイル。

## ジャンル

genre-pop = ポップ
genre-rap = ラップ
genre-rock = ロック
genre-country = カントリー
genre-rnb = R&B
genre-alternative = オルタナティブ
genre-jazz = ジャズ

## 言語

language-english = 英語
language-spanish = スペイン語
language-korean = 韓国語
language-japanese = 日本語
language-french = フランス語
language-russian = ロシア語
language-thai = タイ語

## スタイル

style-singing = 歌
style-rapping = ラップ歌唱
style-speaking = 話し声
style-character = キャラクター
style-other = その他
