duration-seconds = { $seconds } s
size-bytes = { $value } B
size-kb = { $value } KB
size-mb = { $value } MB
size-gb = { $value } GB
