# ความยาวและขนาดไฟล์

duration-seconds = { $seconds } วินาที
size-bytes = { $value } B
size-kb = { $value } KB
size-mb = { $value } MB
size-gb = { $value } GB
