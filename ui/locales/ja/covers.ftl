# カバー、比較、出力：曲のボーカルとインストの組み合わせ、同じ試聴での複数ボイスの比較、設定の「出力」、
# ボイスで吹き替え済みの一覧。

## 吹き替えシート：ボーカルとインスト（カバー）

covers-pair-label = ボーカルとインスト
covers-pair-line = ボーカル：「{ $vocal }」・インスト：「{ $instrumental }」
covers-pair-swap = 入れ替え
covers-pair-unpair = ペアを解除
covers-pair-not-sent = 送信しない
covers-pair-hint = 1 件の吹き替えです。ボーカルを吹き替えてから、このコンピューター上でインストとミックスします。
covers-add-instrumental = インストを追加…
covers-vocal-as-is = ボーカルはすでに分離済みの音源なので、そのまま送信します（ボーカル分離はオフ）。
covers-audition-paired = カバーはファイル全体を吹き替えます。先に 30 秒を試聴するには「ペアを解除」を押してください。
covers-key-title = キー
covers-key-slider-label = 曲全体のキー（半音）
covers-key-down = −1：キーを半音下げる
covers-key-up = +1：キーを半音上げる
covers-key-hint = 曲全体のキーを変えます。ボーカルはボイスサービスで、インストはこのコンピューター上で変えます。
covers-key-fixed = このコンピューターの ffmpeg はキーを変えられません（rubberband がありません）。曲は元のキーのままです。
covers-started = 「{ $song }」のボーカルを { $voice } で吹き替えています。戻りしだい、このコンピューター上でインストとミックスします。

## 吹き替えシート：同じ 30 秒で比較する別のボイス

covers-compare-title = ボイスを比較
covers-compare-list-label = 比較するボイス
covers-compare-remove = { $voice } を比較から外す
covers-compare-add = 別のボイスと比較
covers-compare-hint = どのボイスも同じ 30 秒を試聴します（ボイスごとに 1 回の試聴）。
covers-compare-full = 一度に比較できるボイスは { $max } つまでです。追加するには 1 つ外してください。
covers-compare-picker-label = 比較に加えるボイス
covers-compare-search-label = 比較するボイスを検索
covers-compare-cost-title = 比較の料金
covers-compare-cost = 試聴 { $auditions } 回・{ $credits } クレジット
covers-compare-started = { $count } つのボイスで同じ 30 秒を試聴しています。

## 設定 > 出力：完成した吹き替えとミックスの書き出し方

covers-output-section = 出力
covers-format = 形式
covers-format-hint = 完成した吹き替えとミックスを保存するファイル形式です。
covers-format-service = サービスから届いたまま
covers-format-wav = WAV 16 ビット
covers-format-wav24 = WAV 24 ビット
covers-format-flac = FLAC
covers-format-mp3 = MP3 320 kb/s
covers-format-m4a = M4A（AAC 256 kb/s）
covers-format-opus = Opus
covers-format-saved = 形式を保存しました。
covers-loudness = ラウドネス
covers-loudness-hint = 完成した吹き替えとミックスのラウドネスをそろえ、同じくらいの音量で再生されるようにします。
covers-loudness-off = オフ
covers-loudness-streaming = −14 LUFS（ストリーミング）
covers-loudness-custom = カスタム
covers-loudness-field = ラウドネス（LUFS）
covers-loudness-saved = ラウドネスを保存しました。
covers-template = 名前のテンプレート
covers-template-hint = 完成した吹き替えの名前の付け方です。{"{"}input{"}"}（ファイル名または曲名）、{"{"}voice{"}"}、{"{"}key{"}"}、{"{"}pitch{"}"}、{"{"}date{"}"} を使えます。空欄にするといつもの名前になります。
covers-template-example = 例：{ $name }
covers-template-example-service = 例：{ $name }（拡張子はサービスから届いた形式のもの）
covers-template-example-input = 曲
covers-template-save = テンプレートを保存
covers-template-saved = 名前のテンプレートを保存しました。
covers-template-reset = いつもの名前に戻す
covers-template-reset-done = 完成した吹き替えは、またいつもの名前で保存されます。

## ボイスのパネル：このボイスでの吹き替えと試聴

covers-heard-title = これまでに聴いたもの
covers-heard-none = このボイスでの吹き替えはまだありません。
covers-heard-loading = このボイスでの吹き替えを読み込んでいます
covers-heard-play = 「{ $title }」を再生
covers-heard-pause = 「{ $title }」を一時停止
covers-heard-missing = 吹き替えたファイルが保存した場所にありません。
