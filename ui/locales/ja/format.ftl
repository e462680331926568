# 長さとサイズ。数値は言語に合わせて整形済み。

duration-seconds = { $seconds } 秒
size-bytes = { $value } B
size-kb = { $value } KB
size-mb = { $value } MB
size-gb = { $value } GB
