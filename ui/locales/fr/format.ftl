duration-seconds = { $seconds } s
size-bytes = { $value } o
size-kb = { $value } Ko
size-mb = { $value } Mo
size-gb = { $value } Go
