# หน้าเริ่มต้น หน้าคีย์ และกรอบของทุกหน้าจอ

## Start-up

app-loading-label = กำลังโหลด Dubdeck
app-failed-title = เปิด Dubdeck ไม่ได้
app-remove-stored-key = ลบคีย์ที่จัดเก็บไว้
app-try-again = ลองอีกครั้ง

app-key-lost = คีย์ API ถูกปฏิเสธ โปรดวางคีย์ใหม่
app-key-missing = ยังไม่ได้ตั้งค่าคีย์ API วางคีย์ API ของคุณเพื่อดำเนินการต่อ

## The key screen

welcome-title = ยินดีต้อนรับสู่ Dubdeck
welcome-lead = ฟังเพลงหรือคลิปใดก็ได้ด้วยเสียงอื่น เชื่อมต่อบัญชี VoiceDub ของคุณเพื่อเริ่มต้น
welcome-key-label = คีย์ API
welcome-key-hint = ดูคีย์ API ได้ที่การตั้งค่าบัญชี VoiceDub ของคุณบน voicedub.ai
welcome-save-key = บันทึกคีย์
welcome-key-safe = คีย์จะถูกเก็บไว้ในพวงกุญแจของระบบ ไม่ใช่ในไฟล์
welcome-or = หรือ
welcome-try-demo = ลองใช้เดโม
welcome-demo-hint = เดโมทำงานบนตัวจำลองในแอปพร้อมเครดิตเดโม ไม่มีการเรียกเก็บเงินใด ๆ
welcome-key-refused = คีย์ API ถูกปฏิเสธ และล้างช่องแล้ว วางคีย์ทั้งหมดอีกครั้ง หรือวางคีย์ใหม่
welcome-key-empty = วางคีย์ API ก่อน

## No usable keychain

keychain-screen-title = ใช้พวงกุญแจไม่ได้
keychain-screen-hint = Dubdeck เก็บคีย์ API ไว้ในพวงกุญแจของระบบเท่านั้น จึงบันทึกคีย์ไม่ได้จนกว่าพวงกุญแจจะใช้งานได้
keychain-screen-try-again = ลองอีกครั้ง
keychain-screen-try-demo = ลองใช้เดโม

## The frame: sidebar and top bar

frame-nav-label = เมนูหลัก
frame-route-voices = เสียง
frame-route-my-voices = เสียงของฉัน
frame-route-jobs = งาน
frame-route-train = ฝึกเสียง
frame-route-settings = การตั้งค่า
frame-nav-jobs-active = งาน กำลังทำ { $count } รายการ
frame-nav-jobs-waiting = งาน รอคุณ { $waiting } รายการ
frame-nav-jobs-both = งาน กำลังทำ { $active } รายการ รอคุณ { $waiting } รายการ
frame-version = Dubdeck { $version }
frame-dub-files = พากย์ไฟล์
frame-dub-files-title = พากย์ไฟล์ (Ctrl+O)
frame-demo-mark = เดโม
frame-demo-label = โหมดเดโม
frame-demo-title = โหมดเดโม: ตัวจำลองในแอป ไม่ใช้เครดิตจริง
frame-leave-demo = ออกจากเดโม
frame-crashed-title = หน้าจอนี้เกิดปัญหา
frame-crashed-reload = โหลดหน้าจอนี้ใหม่

## Files dragged over the window

frame-drop-training-busy = กำลังฝึกเสียงอยู่ วางไฟล์บันทึกเสียงชุดถัดไปเมื่อฝึกเสร็จแล้ว
frame-drop-training = วางเพื่อเพิ่มไฟล์บันทึกเสียงลงในไฟล์สำหรับฝึก
frame-drop-on-voice = วางเพื่อพากย์ด้วยเสียง { $voice }
frame-drop-last-voice = วางเพื่อพากย์ — เลือกเสียงในขั้นถัดไป (ใช้ล่าสุด: { $voice }) หรือวางบนการ์ดเสียง
frame-drop = วางเพื่อพากย์ — เลือกเสียงในขั้นถัดไป หรือวางบนการ์ดเสียง

## Notices

frame-notice-view-jobs = ดูในหน้างาน
frame-notice-dismiss = ปิด
frame-notices-label = การแจ้งเตือน
frame-notice-all = แสดงทั้งหมด
frame-notice-fewer = แสดงน้อยลง
frame-key-host-confirmed = นับจากนี้ Dubdeck จะส่งคีย์ API ของคุณไปยัง { $host }

## The banner of a key waiting for the user

frame-host-change-title = คีย์ API ของคุณรอการยืนยัน
frame-host-change-what = Dubdeck ตรวจสอบคีย์ API ของคุณกับ { $checkedWith } แต่ตอนนี้ที่อยู่บริการเปลี่ยนเป็น { $now } Dubdeck จึงยังไม่ส่งคีย์ไปที่นั่น งานของคุณยังอยู่ในคลัง และจะทำต่อเมื่อส่งคีย์ได้
# ตรงกับ key-host-title ใน shell.ftl
frame-host-change-asking = ตอบในกล่องโต้ตอบที่ Dubdeck เปิดขึ้น: “ส่งคีย์ API ของคุณไปยัง { $host } หรือไม่”
frame-host-change-declined = ยังไม่ได้ส่งสิ่งใดไปยัง { $host } ส่งคีย์เมื่อคุณแน่ใจว่าที่อยู่นั้นถูกต้อง ใช้คีย์อื่น หรือเปลี่ยนที่อยู่กลับ
frame-host-change-send = ส่งคีย์ไปยัง { $host }
frame-host-change-other-key = ใช้คีย์อื่น
frame-host-change-from-environment = ที่อยู่นี้มาจาก DUBDECK_BASE_URL หากต้องการเปลี่ยนกลับ ให้แก้ไขหรือยกเลิกตัวแปรนี้ แล้วรีสตาร์ต Dubdeck
frame-host-change-change-back = เปลี่ยนที่อยู่กลับ
