# อัปเดต: “การตั้งค่า” > “อัปเดต” และการแจ้งเตือนจากการตรวจหาเมื่อเริ่มแอป

updates-section = อัปเดต
updates-current = เวอร์ชันที่ใช้อยู่คือ Dubdeck { $version }
updates-check = ตรวจหาอัปเดต
updates-checking = กำลังตรวจหาอัปเดต…
updates-up-to-date = Dubdeck { $version } เป็นเวอร์ชันล่าสุด
updates-older = รีลีสที่เสนอมา ({ $offered }) เก่ากว่าเวอร์ชันนี้ ({ $current }) จึงไม่มีอะไรให้ติดตั้ง
updates-older-chosen-address = ที่อยู่สำหรับอัปเดตเป็นที่อยู่ที่คุณเลือกเอง ตรวจสอบว่าที่อยู่นั้นมีเวอร์ชันล่าสุด หรือใช้ค่าเริ่มต้น
updates-available = Dubdeck { $version } พร้อมให้ใช้งานแล้ว
updates-notes = มีอะไรใหม่ใน Dubdeck { $version }
updates-released = เผยแพร่เมื่อ { $date }
updates-no-notes = เวอร์ชันนี้ไม่มีคำอธิบายว่ามีอะไรเปลี่ยนแปลง
updates-install = ติดตั้งและรีสตาร์ต
updates-install-hint = Dubdeck จะดาวน์โหลดเวอร์ชันใหม่ ตรวจสอบลายเซ็น ติดตั้ง แล้วรีสตาร์ตเป็นเวอร์ชันใหม่ งานที่กำลังทำอยู่จะเสร็จก่อน และคลังของคุณจะยังอยู่เหมือนเดิม

updates-stage-starting = กำลังเริ่มติดตั้ง Dubdeck { $version }…
updates-stage-waiting = กำลังรองานที่ทำอยู่ { $jobs } รายการให้เสร็จ การติดตั้งจะเริ่มเองเมื่องานเสร็จแล้ว
updates-stage-downloading = กำลังดาวน์โหลด Dubdeck { $version }…
updates-stage-installing = กำลังติดตั้ง Dubdeck { $version }…
updates-stage-restarting = ติดตั้ง Dubdeck { $version } แล้ว Dubdeck จะรีสตาร์ตเป็นเวอร์ชันใหม่ทันที
updates-downloaded-of = { $received } จาก { $total }
updates-downloaded = ดาวน์โหลดแล้ว { $received }
updates-progress = อัปเดตเป็น Dubdeck { $version }
updates-try-again = ลองอีกครั้ง
updates-releases-page = หน้ารีลีสของ Dubdeck:

updates-check-at-start = ตรวจหาอัปเดตเมื่อเริ่ม Dubdeck
updates-check-at-start-hint = ตรวจครั้งเดียวหลังจาก Dubdeck เริ่มทำงานไม่นาน (ไม่ตรวจในเดโม) Dubdeck จะแจ้งเมื่อมีเวอร์ชันใหม่ และจะไม่ติดตั้งอะไรโดยที่คุณไม่ได้สั่ง
updates-check-at-start-on = Dubdeck จะตรวจหาอัปเดตเมื่อเริ่มทำงาน
updates-check-at-start-off = Dubdeck จะตรวจหาอัปเดตเฉพาะเมื่อคุณสั่งเท่านั้น

updates-address-change = เปลี่ยนที่อยู่สำหรับอัปเดต
updates-address-label = ที่อยู่สำหรับอัปเดต
updates-address-hint-default = ค่าเริ่มต้น: รีลีสทางการของ Dubdeck เปลี่ยนเฉพาะเมื่อต้องการลองเวอร์ชันของคุณเอง
updates-address-hint-chosen = ที่อยู่ที่คุณเลือกเอง “ใช้ค่าเริ่มต้น” จะกลับไปใช้รีลีสทางการของ Dubdeck
updates-address-save = บันทึกที่อยู่
updates-address-default = ใช้ค่าเริ่มต้น
updates-address-saved = บันทึกที่อยู่สำหรับอัปเดตแล้ว
updates-address-reset-done = Dubdeck กลับไปตรวจหาอัปเดตจากรีลีสทางการแล้ว
updates-address-invalid =
    { $problem ->
        [empty] พิมพ์ที่อยู่สำหรับอัปเดต หรือกด “ใช้ค่าเริ่มต้น”
        [not_address] { $address } ไม่ใช่ที่อยู่เว็บ พิมพ์ที่อยู่ให้ครบ โดยขึ้นต้นด้วย https://
       *[not_https] { $address } ไม่ใช่ที่อยู่ที่ปลอดภัย อัปเดตต้องมาจากที่อยู่ https:// (ใช้ http:// ได้เฉพาะที่อยู่บนคอมพิวเตอร์เครื่องนี้ เช่น localhost)
    }

updates-notice = Dubdeck { $version } พร้อมให้ใช้งานแล้ว
updates-notice-review = ดูรายละเอียด
updates-notice-later = ไว้ทีหลัง
