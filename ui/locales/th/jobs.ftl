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
jobs-progress-finishing =
    { $transfer ->
        [upload] กำลังอัปโหลดให้เสร็จ…
       *[download] กำลังดาวน์โหลดให้เสร็จ…
    }

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
jobs-open-mix = เปิดมิกซ์
jobs-show-mix = แสดงมิกซ์ในโฟลเดอร์
jobs-training-done = ฝึกเสียงเสร็จแล้ว พร้อมใช้พากย์

## Why a job failed

failure-input-rejected = ต้นฉบับถูกปฏิเสธก่อนส่ง เลือกไฟล์อื่น
failure-input-rejected-detail = ต้นฉบับถูกปฏิเสธก่อนส่ง: { $detail } เลือกไฟล์อื่น
failure-input-changed =
    { $named ->
        [yes] “{ $file }” มีการเปลี่ยนแปลงหลังจากที่เลือกไว้
       *[no] ต้นฉบับมีการเปลี่ยนแปลงหลังจากที่เลือกไว้
    } กด “ลองใหม่” เพื่อพากย์ตามสภาพปัจจุบัน
failure-input-missing =
    { $named ->
        [yes] “{ $file }” ไม่อยู่ที่เดิมแล้ว
       *[no] ต้นฉบับไม่อยู่ที่เดิมแล้ว
    }{ $detail } นำกลับมาไว้ที่เดิม แล้วกด “ลองใหม่”
failure-unauthorized = คีย์ API ถูกปฏิเสธ วางคีย์ใหม่ใน “การตั้งค่า” แล้วกด “ลองใหม่”
failure-not-enough-credits-balance = งานนี้ต้องใช้ { $needed } เครดิต แต่บัญชีมี { $balance } ซื้อเครดิต แล้วกด “ลองใหม่”
failure-not-enough-credits = งานนี้ต้องใช้ { $needed } เครดิต มากกว่าที่บัญชีมี ซื้อเครดิต แล้วกด “ลองใหม่”
failure-voice-not-found =
    { $named ->
        [yes] { $voice } ไม่มีให้ใช้แล้ว
       *[no] เสียงนี้ไม่มีให้ใช้แล้ว
    } พากย์อีกครั้งด้วยเสียงอื่น
failure-remote-not-found = บริการไม่รู้จักงานนี้แล้ว (อาจหมดอายุ) กด “ลองใหม่” เพื่อเริ่มใหม่ตั้งแต่ต้น
failure-remote-failed-reason = บริการประมวลผลรายการนี้ไม่ได้: { $reason } กด “ลองใหม่” หรือลองไฟล์อื่น
failure-remote-failed-known =
    { $kind ->
        [training] บริการประมวลผลการฝึกนี้ไม่ได้ ({ $known }) กด “ลองใหม่” หรือลองไฟล์หรือรูปแบบอื่น
       *[file] บริการประมวลผลไฟล์นี้ไม่ได้ ({ $known }) กด “ลองใหม่” หรือลองไฟล์หรือรูปแบบอื่น
    }
failure-remote-failed =
    { $kind ->
        [training] บริการประมวลผลการฝึกนี้ไม่ได้ กด “ลองใหม่” หรือลองไฟล์หรือรูปแบบอื่น
       *[file] บริการประมวลผลไฟล์นี้ไม่ได้ กด “ลองใหม่” หรือลองไฟล์หรือรูปแบบอื่น
    }
failure-invalid-request = บริการปฏิเสธคำขอ{ $detail } เปลี่ยนการตั้งค่า แล้วพากย์อีกครั้ง
failure-invalid-field = Dubdeck ไม่ได้ส่งคำขอ เพราะค่า “{ $field }” ไม่ถูกต้อง เปลี่ยนการตั้งค่า แล้วพากย์อีกครั้ง
failure-upload-failed = อัปโหลดไม่สำเร็จ{ $detail } ตรวจสอบการเชื่อมต่อ แล้วกด “ลองใหม่”
failure-upload-addresses = บริการเสียงไม่ได้ให้ที่อยู่สำหรับอัปโหลดครบทุกไฟล์ ({ $addresses } จาก { $files }) กด “ลองใหม่” ในอีกไม่กี่นาที
failure-http-status = HTTP { $status }
failure-upload-expired = ที่อยู่สำหรับอัปโหลดหมดอายุก่อนอัปโหลดเสร็จ กด “ลองใหม่” เพื่ออัปโหลดอีกครั้ง
failure-download-failed = ดาวน์โหลดผลลัพธ์ไม่สำเร็จ{ $detail } กด “ลองใหม่” ได้เลย ไม่ต้องจ่ายซ้ำ
failure-download-short = ดาวน์โหลดผลลัพธ์จบก่อนเสร็จ ({ $received } จาก { $expected } ไบต์) กด “ลองใหม่” ได้เลย ไม่ต้องจ่ายซ้ำ
failure-media-failed =
    { $named ->
        [yes] Dubdeck เตรียม “{ $file }” สำหรับส่งไม่ได้
       *[no] Dubdeck เตรียมไฟล์สำหรับส่งไม่ได้
    }{ $detail } ตรวจสอบว่าไฟล์เล่นได้ (และติดตั้ง ffmpeg แล้ว) แล้วกด “ลองใหม่”
failure-output-failed-path = บันทึกผลลัพธ์ไปที่ { $path } ไม่ได้{ $detail } เพิ่มพื้นที่ว่างหรือเลือกโฟลเดอร์ผลลัพธ์อื่น แล้วกด “ลองใหม่”
failure-output-failed = บันทึกผลลัพธ์ไม่ได้{ $detail } เพิ่มพื้นที่ว่างหรือเลือกโฟลเดอร์ผลลัพธ์อื่น แล้วกด “ลองใหม่”
failure-network = เชื่อมต่อบริการเสียงไม่ได้ ตรวจสอบการเชื่อมต่อ แล้วกด “ลองใหม่”
failure-server-error-status = บริการเสียงเกิดปัญหา (ข้อผิดพลาด { $status }) กด “ลองใหม่” ในอีกไม่กี่นาที
failure-server-error = บริการเสียงเกิดปัญหา กด “ลองใหม่” ในอีกไม่กี่นาที
failure-redirected = บริการเสียงส่งคำขอต่อไปที่ { $location } ซึ่ง Dubdeck ไม่ตามไป ตรวจสอบที่อยู่บริการในการตั้งค่า แล้วกด “ลองใหม่”
failure-interrupted = การเชื่อมต่อขาดในจังหวะที่ไม่ทราบผลลัพธ์ กด “ลองใหม่” ได้เลย Dubdeck จะตรวจสอบก่อน จึงไม่มีการจ่ายซ้ำ
failure-internal = เกิดข้อผิดพลาดภายใน Dubdeck{ $detail } กด “ลองใหม่” หากยังเกิดขึ้นอีก ให้รีสตาร์ต Dubdeck
failure-unknown = เกิดข้อผิดพลาด ({ $code }) กด “ลองใหม่” หากยังเกิดขึ้นอีก ให้รีสตาร์ต Dubdeck

## Why a try failed, in a few words

failure-cause-input-rejected = ต้นฉบับถูกปฏิเสธ
failure-cause-input-missing = ไฟล์ต้นฉบับหายไปหรือมีการเปลี่ยนแปลง
failure-cause-unauthorized = คีย์ API ถูกปฏิเสธ
failure-cause-not-enough-credits = บัญชีมีเครดิตไม่พอ
failure-cause-voice-not-found = เสียงนี้ไม่มีให้ใช้
failure-cause-remote-not-found = บริการไม่รู้จักงานนี้แล้ว
failure-cause-remote-failed = บริการประมวลผลไม่ได้
failure-cause-invalid-request = บริการปฏิเสธคำขอ
failure-cause-upload-failed = อัปโหลดไม่สำเร็จ
failure-cause-upload-expired = ที่อยู่สำหรับอัปโหลดหมดอายุ
failure-cause-download-failed = ดาวน์โหลดไม่สำเร็จ
failure-cause-media-failed = เตรียมไฟล์สำหรับส่งไม่ได้
failure-cause-output-failed = บันทึกผลลัพธ์ไม่ได้
failure-cause-network = เชื่อมต่อบริการเสียงไม่ได้
failure-cause-server-error = บริการเสียงเกิดปัญหา
failure-cause-interrupted = การเชื่อมต่อขาด
failure-cause-internal = เกิดข้อผิดพลาดภายใน Dubdeck
failure-cause-unknown = ลองแล้วไม่สำเร็จ

## A job's passing condition, on its row

notice-rate-limited = รอบริการ ({ $seconds } วินาที)
notice-retrying = { $cause } จะลองอีกครั้งใน { $seconds } วินาที (ครั้งที่ { $attempt } จาก { $of })
