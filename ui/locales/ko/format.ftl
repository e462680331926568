# 길이와 크기.

duration-seconds = { $seconds }초
size-bytes = { $value } B
size-kb = { $value } KB
size-mb = { $value } MB
size-gb = { $value } GB
