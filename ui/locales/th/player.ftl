# เครื่องเล่น A/B: ต้นฉบับ กับ ฉบับพากย์

player-label = เครื่องเล่นสำหรับ { $title }
player-video-label = วิดีโอ { $title } ที่ใช้ฉบับพากย์เป็นเสียง
player-play = เล่น
player-pause = หยุดชั่วคราว
player-volume = ระดับเสียง
player-volume-value = { $percent }%
player-listen-label = ฟัง
player-side-dub = ฉบับพากย์
player-side-original = ต้นฉบับ
player-switch-hint = { $key } สลับต้นฉบับ / ฉบับพากย์
player-close = ปิดเครื่องเล่น
player-position = ตำแหน่ง
player-position-value = { $position } จาก { $total }
player-refused = ระบบไม่อนุญาตให้เริ่มเล่นเองโดยอัตโนมัติ กด “เล่น” เพื่อฟัง

## The audition picker

audition-picker-label = ช่วงของ { $file } ที่จะลองพากย์
audition-picker-loudest = { $range } · ช่วงที่ดังที่สุด
audition-picker-keys = ลากแถบไฮไลต์ หรือใช้ปุ่มลูกศร (Page Up และ Page Down เลื่อนทีละ 10 วินาที)
audition-picker-back = กลับไปช่วงที่ดังที่สุด
