# หน้า “การตั้งค่า”

## Account

settings-account = บัญชี
settings-demo-account = บัญชีเดโม
settings-demo-account-hint = Dubdeck ทำงานบนตัวจำลองในแอปพร้อมเครดิตเดโม คีย์ของคุณเอง (ถ้ามี) จะยังคงอยู่เหมือนเดิม
settings-key-label = คีย์ API
settings-key-set =
    { $origin ->
        [environment] ตั้งค่าคีย์ API แล้ว โดยใช้คีย์จากตัวแปรสภาพแวดล้อม DUBDECK_API_KEY
        [custom] ตั้งค่าคีย์ API แล้ว โดยเก็บไว้ในที่เก็บคีย์ที่กำหนดเอง
       *[keychain] ตั้งค่าคีย์ API แล้ว โดยเก็บไว้ในพวงกุญแจของระบบ
    }
settings-key-none = ยังไม่ได้ตั้งค่าคีย์ API
settings-key-waiting = Dubdeck ตรวจสอบคีย์นี้กับ { $checkedWith } จึงจะไม่ส่งคีย์ไปยัง { $now } จนกว่าคุณจะยืนยันที่ด้านบนของหน้าต่าง หรือเปลี่ยนคีย์ที่นี่
settings-key-replace = เปลี่ยนคีย์
settings-key-remove = ลบคีย์
settings-key-from-environment = คีย์นี้มาจากตัวแปรสภาพแวดล้อม DUBDECK_API_KEY จึงเปลี่ยนที่นี่ไม่ได้ แก้ไขหรือยกเลิกตัวแปรนี้ แล้วรีสตาร์ต Dubdeck
settings-new-key-label = คีย์ API ใหม่
settings-new-key-hint = Dubdeck จะตรวจสอบคีย์ใหม่กับ { $host } และส่งคีย์ไปที่นั่นนับจากนั้น
settings-key-save = บันทึกคีย์
settings-cancel = ยกเลิก
settings-key-remove-question = ลบคีย์ API ออกจากคอมพิวเตอร์เครื่องนี้หรือไม่ คุณจะต้องวางคีย์อีกครั้งเพื่อใช้บัญชีของคุณ
settings-key-remove-confirm = ใช่ ลบคีย์
settings-key-empty = วางคีย์ API ใหม่ก่อน
settings-key-saved = บันทึกคีย์ API ใหม่แล้ว
settings-key-refused = คีย์ API ถูกปฏิเสธ และล้างช่องแล้ว ระหว่างนี้ยังใช้คีย์เดิมอยู่ วางคีย์ทั้งหมดอีกครั้ง

## Dubbing

settings-dubbing = การพากย์
settings-output-folder = โฟลเดอร์ผลลัพธ์
settings-output-default-hint = โฟลเดอร์เริ่มต้น ไฟล์ที่พากย์แล้วจะบันทึกไว้ที่นี่จนกว่าคุณจะเลือกโฟลเดอร์อื่น
settings-output-use-default = ใช้โฟลเดอร์เริ่มต้น
settings-output-choose = เลือกโฟลเดอร์…
settings-output-saved = บันทึกโฟลเดอร์ผลลัพธ์แล้ว
settings-output-reset = รีเซ็ตโฟลเดอร์ผลลัพธ์แล้ว
settings-auto-approve = อนุมัติอัตโนมัติไม่เกิน (เครดิต)
settings-auto-approve-hint = งานที่มีค่าใช้จ่ายไม่เกินจำนวนนี้จะเริ่มโดยไม่ถาม 0 = ถามทุกครั้ง
settings-auto-approve-invalid = ใส่จำนวนเครดิตเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป (0 = ถามทุกครั้ง)
settings-auto-approve-saved = บันทึกเกณฑ์อนุมัติอัตโนมัติแล้ว
settings-notifications = การแจ้งเตือน
settings-notifications-hint = แจ้งเตือนบนเดสก์ท็อปเมื่อการพากย์หรือการฝึกเสียงเสร็จสิ้นหรือล้มเหลว
settings-notifications-saved = บันทึกการแจ้งเตือนแล้ว

## Videos and auditions

settings-media = วิดีโอและตัวอย่าง
settings-video-out = วิดีโอที่พากย์
settings-video-out-hint = บันทึกเป็นไฟล์วิดีโอด้วย (สำเนาของวิดีโอที่ใช้เสียงพากย์แทนเสียงเดิม) ไว้ข้างไฟล์เสียงที่พากย์
settings-video-out-on = วิดีโอที่พากย์จะได้กลับมาเป็นวิดีโอด้วย
settings-video-out-off = วิดีโอที่พากย์จะได้กลับมาเป็นไฟล์เสียงเท่านั้น
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ติดตั้ง ffmpeg { $version } แล้ว
settings-ffmpeg-ready-hint = ระบบจะส่งเฉพาะเสียงของวิดีโอ (อัปโหลดน้อยลงมาก) และลองพากย์ 30 วินาทีก่อนได้
settings-ffmpeg-unknown = Dubdeck ตรวจหา ffmpeg ไม่ได้ ติดตั้ง ffmpeg จากแพ็กเกจของระบบ (หรือ ffmpeg.org) แล้วรีสตาร์ต Dubdeck หากไม่มี ffmpeg วิดีโอจะถูกส่งไปทั้งไฟล์และได้กลับมาเป็นไฟล์เสียงเท่านั้น และจะใช้ตัวอย่างไม่ได้

## Language

settings-language-section = ภาษา
settings-language = ภาษา
settings-language-hint = ภาษาของหน้าจอ กล่องโต้ตอบ และการแจ้งเตือนของ Dubdeck
settings-language-system = ภาษาของระบบ ({ $language })
settings-language-saved = บันทึกภาษาแล้ว

## Appearance

settings-appearance = รูปลักษณ์
settings-theme = ธีม
settings-theme-system = ตามระบบ
settings-theme-light = สว่าง
settings-theme-dark = มืด
settings-theme-saved =
    { $theme ->
        [light] ธีม: สว่าง
        [dark] ธีม: มืด
       *[system] ธีม: ตามระบบ
    }
settings-reduce-motion = ลดการเคลื่อนไหว
settings-reduce-motion-hint = ภาพประจำตัวนิ่ง: ภาพประจำตัวแบบเคลื่อนไหวจะหยุดนิ่ง แม้วางเมาส์ไว้เหนือภาพ
settings-reduce-motion-saved = บันทึกการลดการเคลื่อนไหวแล้ว

## Advanced

settings-advanced = ขั้นสูง
settings-address-demo = ในโหมดเดโม Dubdeck จะเชื่อมต่อกับตัวจำลองในแอป ที่อยู่บริการมีผลกับบัญชีของคุณเองเท่านั้น
settings-address-change = เปลี่ยนที่อยู่บริการ
settings-address-label = ที่อยู่บริการ
settings-address-from-environment = มีการตั้งค่า DUBDECK_BASE_URL ไว้ ซึ่งจะใช้แทนที่อยู่นี้จนกว่าจะยกเลิกตัวแปร
settings-address-hint = ที่อยู่ของบริการ VoiceDub เปลี่ยนเฉพาะเมื่อต้องการใช้บริการทดสอบเท่านั้น
settings-address-key-host = คีย์ API ของคุณได้รับการตรวจสอบกับ { $host } แล้ว ที่อยู่บนโฮสต์นั้นจะใช้คีย์ได้โดยไม่ต้องถาม
settings-address-save = บันทึก
settings-address-reset = รีเซ็ตเป็นค่าเริ่มต้น
settings-address-saved = บันทึกที่อยู่บริการแล้ว
settings-address-reset-done = รีเซ็ตที่อยู่บริการแล้ว
settings-credits-page-change = เปลี่ยนหน้าซื้อเครดิต
settings-credits-page-label = หน้าที่ปุ่ม “ซื้อเครดิต” เปิด
settings-credits-page-hint-default = หน้าของบริการเอง ซึ่งใช้ซื้อเครดิตให้บัญชีของคุณ
settings-credits-page-hint-chosen = หน้าที่คุณเลือกเอง “ใช้ค่าเริ่มต้น” จะกลับไปใช้หน้าของบริการ
settings-credits-page-save = บันทึกหน้า
settings-credits-page-default = ใช้ค่าเริ่มต้น
settings-credits-page-saved = บันทึกหน้าซื้อเครดิตแล้ว
settings-credits-page-reset-done = “ซื้อเครดิต” กลับไปเปิดหน้าของบริการแล้ว
settings-credits-page-invalid =
    { $problem ->
        [empty] พิมพ์ที่อยู่ของหน้า หรือกด “ใช้ค่าเริ่มต้น”
        [not_address] { $page } ไม่ใช่ที่อยู่เว็บ พิมพ์ที่อยู่ให้ครบ โดยขึ้นต้นด้วย https://
       *[not_https] { $page } ไม่ใช่ที่อยู่ที่ปลอดภัย หน้าซื้อเครดิตต้องขึ้นต้นด้วย https:// (ใช้ http:// ได้เฉพาะหน้าบนคอมพิวเตอร์เครื่องนี้ เช่น localhost)
    }

## เกี่ยวกับ

settings-about = เกี่ยวกับ
settings-about-version = เวอร์ชัน
settings-about-build = บิลด์
settings-about-logs = ไฟล์บันทึก
settings-about-logs-none = ไม่มี: Dubdeck ไม่มีโฟลเดอร์ข้อมูลในคอมพิวเตอร์เครื่องนี้
settings-about-unknown = Dubdeck อ่านเวอร์ชันของตัวเองไม่ได้ { $reason }
settings-about-diagnostics-hint = ข้อมูลการวินิจฉัยบอกว่า Dubdeck และคอมพิวเตอร์เครื่องนี้ตั้งค่าไว้อย่างไรและส่วนใดทำงานได้ ข้อมูลนี้เป็นภาษาอังกฤษสำหรับผู้ที่แก้ไข Dubdeck และไม่มีคีย์หรือรหัสผ่านใด ๆ
settings-about-copy = คัดลอกข้อมูลการวินิจฉัย
settings-about-report = รายงานปัญหา
settings-about-gathering = กำลังรวบรวมข้อมูลการวินิจฉัย…
settings-about-opening = กำลังเปิดหน้ารายงานปัญหาในเบราว์เซอร์…
settings-about-copied = คัดลอกแล้ว: วางลงในรายงานของคุณ
settings-about-copy-failed = คลิปบอร์ดไม่รับข้อความ จึงไม่มีสิ่งใดถูกคัดลอก เลือกข้อความในช่องด้านล่างแล้วคัดลอกด้วยตัวเอง
settings-about-manual-label = ข้อความที่จะคัดลอก
settings-about-diagnostics-failed = รวบรวมข้อมูลการวินิจฉัยไม่ได้ { $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] หน้ารายงานปัญหาจะเปิดในเบราว์เซอร์ โดยมีข้อมูลการวินิจฉัยอยู่ในหน้าแล้ว หรือคัดลอกไว้พร้อมวาง
        [refused] หน้ารายงานปัญหาจะเปิดในเบราว์เซอร์ โดยมีข้อมูลการวินิจฉัยอยู่ในหน้าหากใส่ได้ หากใส่ไม่ได้ ให้คัดลอกจากช่องด้านล่าง
       *[none] หน้ารายงานปัญหาจะเปิดในเบราว์เซอร์โดยไม่มีข้อมูลการวินิจฉัย โปรดอธิบายสิ่งที่เกิดขึ้นในหน้านั้น
    }
settings-about-report-open-failed = เปิดเว็บเบราว์เซอร์ไม่ได้ โปรดไปที่ { $page } ในเบราว์เซอร์ด้วยตัวเองเพื่อรายงานปัญหา
settings-about-report-failed = เปิดหน้ารายงานปัญหาไม่ได้ { $reason } คุณยังไปที่ { $page } ในเบราว์เซอร์ได้ด้วยตัวเอง
settings-about-crashes = รายงานการขัดข้อง
settings-about-crashes-hint = สิ่งที่ Dubdeck บันทึกไว้ทุกครั้งที่ปิดตัวลงโดยไม่คาดคิด เรียงจากล่าสุด
settings-about-crash-item = รายงานเมื่อ { $date }
settings-about-crash-show = แสดง
