# Lengths and sizes, as the screens show them. The numbers come formatted for the language.

# A media length under a minute ("42 s"); longer ones are shown as a clock (3:05).
duration-seconds = { $seconds } s
size-bytes = { $value } B
size-kb = { $value } KB
size-mb = { $value } MB
size-gb = { $value } GB
