# หน้า “งาน”: งานพากย์และการฝึกเสียงทั้งหมด

## The toolbar

jobs-filters-label = แสดง
jobs-filter-all = ทั้งหมด
jobs-filter-active = กำลังทำ
jobs-filter-waiting = รออยู่
jobs-filter-done = เสร็จแล้ว
jobs-filter-failed = ล้มเหลว
jobs-search-placeholder = ค้นหางาน
jobs-search-label = ค้นหางาน
jobs-group-label = จัดกลุ่มงาน
jobs-group-none = ไม่จัดกลุ่ม
jobs-group-voice = ตามเสียง
jobs-group-input = ตามต้นฉบับ

## The list and its empty states

jobs-list-label = งาน
jobs-loading = กำลังโหลดงาน
jobs-load-failed-title = อ่านรายการงานไม่ได้
jobs-try-again = ลองอีกครั้ง
jobs-empty-title = ยังไม่มีงาน
jobs-empty-text = ลากเพลงหรือคลิปมาวางบนเสียงเพื่อพากย์ งานพากย์และการฝึกเสียงทุกรายการจะแสดงที่นี่พร้อมความคืบหน้า ค่าใช้จ่าย และผลลัพธ์ และจะทำงานต่อแม้คุณปิดแอป
jobs-empty-pick = เลือกไฟล์ที่จะพากย์
jobs-empty-browse = เลือกดูเสียง
jobs-none-match-title = ไม่พบงานที่ตรงกัน
jobs-none-match-text = ลองใช้ตัวกรองอื่นหรือค้นหาด้วยคำอื่น
jobs-show-all = แสดงงานทั้งหมด
jobs-show-more = แสดงเพิ่ม (เหลืออีก { $count } รายการ)

## The "Dub again" dialog

jobs-again-title = พากย์ “{ $title }” อีกครั้ง
jobs-again-text = ใช้ต้นฉบับ คีย์ และการแยกเสียงเดิม แต่เปลี่ยนเป็นเสียงอื่น งานพากย์ก่อนหน้ายังคงอยู่
jobs-again-voices = เสียงอื่น
jobs-cancel = ยกเลิก
jobs-again-confirm = พากย์ด้วยเสียง { $voice }
jobs-again-choose = เลือกเสียง

## The "Remove" dialog

jobs-remove-title = นำ “{ $title }” ออกจากคลังหรือไม่
jobs-remove-text = งานนี้จะหายไปจากรายการงาน และย้อนกลับไม่ได้
jobs-remove-delete-file = ลบไฟล์ผลลัพธ์ด้วย
jobs-remove-confirm = นำออก
jobs-remove-confirm-delete = นำออกและลบไฟล์

## A job's row

jobs-state-created = อยู่ในคิว
jobs-state-creating = กำลังเริ่ม
jobs-state-uploading = กำลังอัปโหลด
jobs-state-preprocessing = กำลังเตรียมไฟล์
jobs-state-awaiting-approval = รอคุณอนุมัติ
jobs-state-generating = กำลังสร้าง
jobs-state-downloading = กำลังดาวน์โหลด
jobs-state-done = เสร็จแล้ว
jobs-state-failed = ล้มเหลว
jobs-state-waiting-credits = รอเครดิต
jobs-state-canceled = ทิ้งแล้ว
jobs-state-training = กำลังฝึก

jobs-progress-transfer = { $state } · { $percent }% จาก { $total }
jobs-progress-transfer-speed = { $state } · { $percent }% จาก { $total } · { $speed }/s
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = ความคืบหน้า: { $state }

jobs-step-upload = อัปโหลด
jobs-step-preprocess = เตรียมไฟล์
jobs-step-confirm = อนุมัติราคา
jobs-step-generate = สร้าง
jobs-step-train = ฝึก
jobs-step-download = ดาวน์โหลด
jobs-steps-label = ขั้นตอน

jobs-meta-training = การฝึกเสียง
jobs-meta-link = ลิงก์
jobs-meta-credits = { $credits } เครดิต

jobs-row-label = { $title }
jobs-remove-label = นำ { $title } ออกจากคลัง

jobs-approve-cost = สร้างในราคา { $credits } เครดิต
jobs-approve-line = { $cost } — บริการตรวจวัดต้นฉบับแล้ว จะยังไม่มีการใช้เครดิตจนกว่าคุณจะอนุมัติ
jobs-discard = ทิ้ง
jobs-approve = อนุมัติ
jobs-retry = ลองใหม่
jobs-credits-needed = งานนี้ต้องใช้ { $credits } เครดิต มากกว่าที่บัญชีมี ซื้อเครดิต แล้วกด “ลองใหม่”
jobs-credits-waits = งานจะรออยู่ ไม่มีอะไรสูญหาย
jobs-failed-retry = งานนี้ล้มเหลว กด “ลองใหม่”
jobs-failed = งานนี้ล้มเหลว
jobs-dub-whole = พากย์ทั้งไฟล์
jobs-dub-again = พากย์อีกครั้งด้วยเสียงอื่น

jobs-play = เล่น
jobs-play-label = เล่น { $title }
jobs-open-video = เปิดวิดีโอ
jobs-show-video = แสดงวิดีโอในโฟลเดอร์
jobs-open = เปิด
jobs-show = แสดงในโฟลเดอร์
jobs-open-audio = เปิดไฟล์เสียง
jobs-show-audio = แสดงไฟล์เสียงในโฟลเดอร์
jobs-training-done = ฝึกเสียงเสร็จแล้ว พร้อมใช้พากย์
