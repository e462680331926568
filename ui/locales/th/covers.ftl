# คัฟเวอร์ การเปรียบเทียบ และผลลัพธ์: เสียงร้องของเพลงที่จับคู่กับดนตรีประกอบ เสียงอื่นที่เปรียบเทียบในตัวอย่างเดียวกัน
# การตั้งค่า > ผลลัพธ์ และงานพากย์ที่เคยทำด้วยเสียงนั้น

## หน้าพากย์: เสียงร้องและดนตรีประกอบ (คัฟเวอร์)

covers-pair-label = เสียงร้องและดนตรีประกอบ
covers-pair-line = เสียงร้อง: “{ $vocal }” · ดนตรีประกอบ: “{ $instrumental }”
covers-pair-swap = สลับ
covers-pair-unpair = ยกเลิกการจับคู่
covers-pair-not-sent = ไม่ส่ง
covers-pair-hint = งานพากย์เดียว: พากย์เสียงร้อง แล้วมิกซ์กับดนตรีประกอบบนคอมพิวเตอร์เครื่องนี้
covers-add-instrumental = เพิ่มดนตรีประกอบ…
covers-vocal-as-is = ส่งเสียงร้องไปตามเดิม (เป็นแทร็กที่แยกไว้แล้ว) จึงปิดการแยกเสียงร้อง
covers-audition-paired = เพลงคัฟเวอร์จะพากย์ทั้งไฟล์ กด “ยกเลิกการจับคู่” เพื่อลองพากย์ 30 วินาทีของไฟล์ก่อน
covers-key-title = คีย์ทั้งเพลง
covers-key-slider-label = คีย์ของทั้งเพลง หน่วยเป็นครึ่งเสียง
covers-key-down = −1: ลดคีย์ทั้งเพลงลงครึ่งเสียง
covers-key-up = +1: เพิ่มคีย์ทั้งเพลงขึ้นครึ่งเสียง
covers-key-hint = เลื่อนคีย์ทั้งเพลง: เสียงร้องผ่านบริการเสียง ส่วนดนตรีประกอบบนคอมพิวเตอร์เครื่องนี้
covers-key-fixed = ffmpeg ในคอมพิวเตอร์เครื่องนี้เลื่อนคีย์ทั้งเพลงไม่ได้ (ไม่มี rubberband) เพลงจึงคงอยู่ในคีย์เดิม
covers-started = กำลังพากย์เสียงร้องของ “{ $song }” ด้วยเสียง { $voice } เมื่อได้ผลกลับมาจะมิกซ์กับดนตรีประกอบบนคอมพิวเตอร์เครื่องนี้

## หน้าพากย์: เสียงอื่นที่จะเปรียบเทียบใน 30 วินาทีเดียวกัน

covers-compare-title = เปรียบเทียบเสียง
covers-compare-list-label = เสียงที่จะเปรียบเทียบ
covers-compare-remove = นำ { $voice } ออกจากการเปรียบเทียบ
covers-compare-add = เปรียบเทียบกับเสียงอื่น
covers-compare-hint = ทุกเสียงจะลองพากย์ 30 วินาทีเดียวกัน เสียงละหนึ่งตัวอย่าง
covers-compare-full = เปรียบเทียบได้ครั้งละไม่เกิน { $max } เสียง นำเสียงหนึ่งออกเพื่อเพิ่มเสียงอื่น
covers-compare-picker-label = เลือกเสียงที่จะเปรียบเทียบ
covers-compare-search-label = ค้นหาเสียงที่จะเปรียบเทียบ
covers-compare-cost-title = ค่าเปรียบเทียบ
covers-compare-cost = { $auditions } ตัวอย่าง · { $credits } เครดิต
covers-compare-started = กำลังลองพากย์ 30 วินาทีเดียวกันด้วย { $count } เสียง

## การตั้งค่า > ไฟล์ผลลัพธ์: วิธีบันทึกงานพากย์และมิกซ์ที่เสร็จแล้ว

covers-output-section = ไฟล์ผลลัพธ์
covers-format = รูปแบบไฟล์
covers-format-hint = รูปแบบไฟล์ที่ใช้บันทึกงานพากย์และมิกซ์ที่เสร็จแล้ว
covers-format-service = ตามที่บริการส่งกลับมา
covers-format-wav = WAV 16 บิต
covers-format-wav24 = WAV 24 บิต
covers-format-flac = FLAC
covers-format-mp3 = MP3 320 kb/s
covers-format-m4a = M4A (AAC 256 kb/s)
covers-format-opus = Opus
covers-format-saved = บันทึกรูปแบบไฟล์แล้ว
covers-loudness = ความดัง
covers-loudness-hint = ปรับงานพากย์และมิกซ์ที่เสร็จแล้วให้ดังเท่ากัน เพื่อให้เล่นได้ระดับเสียงสม่ำเสมอ
covers-loudness-off = ปิด
covers-loudness-streaming = −14 LUFS (สตรีมมิง)
covers-loudness-custom = กำหนดเอง
covers-loudness-field = ความดัง หน่วย LUFS
covers-loudness-saved = บันทึกความดังแล้ว
covers-template = เทมเพลตชื่อ
covers-template-hint = วิธีตั้งชื่องานพากย์ที่เสร็จแล้ว: {"{"}input{"}"} (ไฟล์หรือเพลง) {"{"}voice{"}"} {"{"}key{"}"} {"{"}pitch{"}"} และ {"{"}date{"}"} เว้นว่างไว้เพื่อใช้ชื่อแบบปกติ
covers-template-example = ชื่อที่ได้: { $name }
covers-template-example-service = ชื่อที่ได้: { $name } (นามสกุลไฟล์ตามที่บริการส่งกลับมา)
covers-template-example-input = เพลง
covers-template-save = บันทึกเทมเพลต
covers-template-saved = บันทึกเทมเพลตชื่อแล้ว
covers-template-reset = ใช้ชื่อแบบปกติ
covers-template-reset-done = งานพากย์ที่เสร็จแล้วกลับไปใช้ชื่อแบบปกติ

## แผงของเสียง: งานพากย์และตัวอย่างที่คุณเคยทำด้วยเสียงนี้

covers-heard-title = เคยฟังแล้ว
covers-heard-none = คุณยังไม่เคยพากย์ด้วยเสียงนี้
covers-heard-loading = กำลังอ่านงานพากย์ของคุณที่ใช้เสียงนี้
covers-heard-play = เล่น { $title }
covers-heard-pause = หยุด { $title } ชั่วคราว
covers-heard-missing = ไฟล์ที่พากย์แล้วไม่อยู่ในตำแหน่งที่บันทึกไว้แล้ว
