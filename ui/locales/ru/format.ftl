duration-seconds = { $seconds } с
size-bytes = { $value } Б
size-kb = { $value } КБ
size-mb = { $value } МБ
size-gb = { $value } ГБ
