# ส่วน “อัดเสียง” ของหน้าฝึกเสียง: อัดเทคจากไมโครโฟน

rec-title = อัดเสียง
rec-files-hint = แต่ละเสียงฝึกจากไฟล์ได้ไม่เกิน { $maxFiles } ไฟล์ จึงควรอัดไว้สักสองสามเทค เทคละหนึ่งนาทีขึ้นไป

## The microphone.

rec-microphone = ไมโครโฟน
rec-devices-looking = กำลังหาไมโครโฟน…
rec-devices-none = ไม่พบไมโครโฟน
rec-device-default = { $device } (ค่าเริ่มต้น)
rec-refresh = รีเฟรช
rec-no-microphone = ไม่พบไมโครโฟน หากต้องการอัดเสียงที่นี่ ให้เชื่อมต่อไมโครโฟน (หรืออนุญาตให้ Dubdeck ใช้ในการตั้งค่าความเป็นส่วนตัวของระบบ) แล้วกด “รีเฟรช” ส่วนการเพิ่มไฟล์ทำได้โดยไม่ต้องมีไมโครโฟน
rec-device-fell-back = ไมโครโฟนที่เลือกไว้ครั้งก่อนไม่ได้เชื่อมต่ออยู่ จึงอัดจาก { $device } แทน เชื่อมต่อไมโครโฟนนั้นแล้วกด “รีเฟรช” เพื่อใช้งาน

## The prompt to read or sing.

rec-prompt-label = บท
rec-prompt-previous = บทก่อนหน้า
rec-prompt-next = บทถัดไป

## Recording.

rec-stop = หยุดอัด
rec-record = อัดเทค
rec-again = อัดใหม่
rec-again-label = อัดใหม่ ({ $take })
rec-again-title = อัดเทคใหม่ { $take } จะถูกแทนที่เมื่อคุณกดหยุด
rec-status-recording-from = กำลังอัด { $take } จาก { $device }
rec-status-recording = กำลังอัด
rec-status-opening = กำลังเปิดไมโครโฟน…
rec-status-ready = กด “อัดเทค” แล้วอ่านหรือร้องตามบท
rec-elapsed-label = เวลาที่อัดแล้ว
rec-replacing = กำลังอัดใหม่: { $take } จะถูกแทนที่เมื่อคุณกดหยุด
rec-recording-adopted = มีเทคที่กำลังอัดอยู่แล้วตอนที่เปิดหน้านี้ การอัดจะดำเนินต่อที่นี่ กด “หยุดอัด” เพื่อเก็บเทคนั้นไว้ แล้วอัดเทคถัดไป

## The input level meter.

rec-meter-label = ระดับสัญญาณเข้า
rec-meter-db = { $db } dB
rec-meter-value = พีก { $db } dB
rec-meter-value-clipping = พีก { $db } dB เสียงแตก
rec-meter-none = ไม่มีสัญญาณเข้า
rec-silent-device = ยังไม่ได้ยินเสียงใด ๆ ตรวจสอบว่า { $device } ไม่ได้ปิดเสียงอยู่ หรือเลือกไมโครโฟนอื่น
rec-silent = ยังไม่ได้ยินเสียงใด ๆ ตรวจสอบว่าไมโครโฟนไม่ได้ปิดเสียงอยู่ หรือเลือกไมโครโฟนอื่น

## The audio recorded against the aim.

rec-aim-label = นาทีที่อัดแล้ว
rec-aim-voice = เสียงร้อง/พูด { $voiced } จาก { $aim }
rec-aim-audio = เสียงรวม { $recorded } จาก { $aim } (ยังไม่ได้ตรวจว่าเป็นเสียงร้องหรือพูดเท่าใด)
rec-aim-reached = ถึงเป้าหมายแล้ว
rec-aim-left = อีก { $left }
rec-aim-chosen = เป้าหมาย: { $minutes } นาทีตามที่เลือกไว้สำหรับการฝึก
rec-aim-fewest = เป้าหมาย: { $minutes } นาที ซึ่งเป็นจำนวนต่ำสุดที่คิดค่าฝึก
rec-aim-counts = ทุกไฟล์ที่ใช้ฝึกนับรวมทั้งหมด ทั้งเทคที่อัดและไฟล์ที่เพิ่มเข้ามา
rec-aim-counts-voice = นับเฉพาะเสียงร้องหรือพูด ไม่นับช่วงเงียบและช่วงหยุด ทั้งเทคที่อัดและไฟล์ที่เพิ่มเข้ามา เมื่อตรวจแล้ว

## Notices and the saved takes.

rec-notices-label = การแจ้งเตือนการอัด
rec-dismiss = ปิด
rec-sentences = { $first } { $second }
rec-takes-unlisted = แสดงรายการเทคที่บันทึกไว้ไม่ได้: { $reason }
rec-saved-title = เทคที่บันทึกไว้
rec-add = เพิ่ม
rec-add-label = เพิ่ม { $take }
rec-player-unreadable = เครื่องเล่นอ่านไฟล์ไม่ได้

## A take's buttons.

rec-take-play = เล่น
rec-take-pause = หยุดชั่วคราว
rec-take-play-label = เล่น { $take }
rec-take-pause-label = หยุด { $take } ชั่วคราว
rec-take-trim-label = ตัดช่วงเงียบของ { $take }
rec-take-trim-title = ตัดช่วงเงียบที่หัวและท้าย
rec-take-delete-label = ลบ { $take }
rec-take-delete-title = ลบเทคนี้

## Asking before a take is deleted.

rec-delete-title = ลบ { $take } หรือไม่
rec-delete-text = ไฟล์บันทึกเสียงนี้ ({ $length }) จะถูกลบออกจากคอมพิวเตอร์เครื่องนี้และออกจากไฟล์สำหรับฝึก และย้อนกลับไม่ได้
rec-delete-cancel = ยกเลิก
rec-delete-confirm = ลบเทค

## Recorded takes

take-device-lost = ไมโครโฟนถูกตัดการเชื่อมต่อ { $take } จึงหยุดที่ { $time } ส่วนที่อัดไว้ยังอยู่ เชื่อมต่ออีกครั้งหรือเลือกไมโครโฟนอื่น แล้วอัดส่วนที่เหลือ
take-write-failed = เขียน { $take } ลงดิสก์ไม่ได้{ $detail } จึงหยุดที่ { $time } ส่วนที่อัดไว้ยังอยู่ เพิ่มพื้นที่ว่างในดิสก์ แล้วอัดส่วนที่เหลือ
take-end-unknown = { $take } หยุดเองที่ { $time } ส่วนที่อัดไว้ยังอยู่
take-limit-reached = { $take } หยุดที่ { $time } ซึ่งเป็นความยาวสูงสุดต่อหนึ่งเทค ส่วนที่อัดไว้ยังอยู่ อัดส่วนที่เหลือเป็นเทคใหม่
take-dropped = { $take } สูญเสียเสียงไป { $seconds } วินาที เพราะคอมพิวเตอร์ทำงานไม่ทัน ปิดแอปอื่นที่ทำงานหนักอยู่ แล้วอัดใหม่
take-dropped-little = { $take } สูญเสียเสียงไปไม่ถึง 0.1 วินาที เพราะคอมพิวเตอร์ทำงานไม่ทัน ปิดแอปอื่นที่ทำงานหนักอยู่ แล้วอัดใหม่
take-retake-replaced = { $take } แทนที่ { $old } ซึ่งถูกลบไปแล้ว
take-retake-kept = เก็บ { $take } ไว้ด้วย เพราะเทคใหม่ไม่สมบูรณ์ ลบเทคที่คุณไม่ต้องการ
take-retake-not-started = { $take } ยังคงเหมือนเดิม
take-retake-delete-failed = ลบ { $take } ไม่ได้ จึงเก็บไว้คู่กับ { $new }: { $reason }
take-recovered = { $take } กำลังอัดอยู่ตอนที่ Dubdeck ปิด เทคนี้ถูกเก็บไว้ ({ $length }) เพิ่มจาก “เทคที่บันทึกไว้” เพื่อใช้ฝึก
take-trimmed-none = ไม่มีช่วงเงียบให้ตัดที่หัวหรือท้าย
take-trimmed-start = ตัดช่วงต้นออก { $start } วินาที ตอนนี้ยาว { $length }
take-trimmed-end = ตัดช่วงท้ายออก { $end } วินาที ตอนนี้ยาว { $length }
take-trimmed-both = ตัดช่วงต้นออก { $start } วินาที และช่วงท้าย { $end } วินาที ตอนนี้ยาว { $length }
take-play-failed = เล่น { $take } ไม่ได้{ $detail } ตรวจสอบอุปกรณ์เสียงขาออก แล้วกด “เล่น” อีกครั้ง
take-clipping = เสียงแตก: ลดเกนอินพุต
take-clipping-hint = ในการตั้งค่าเสียงของระบบ หรือถอยห่างจากไมโครโฟนเล็กน้อย
