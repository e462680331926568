# การเริ่มพากย์: แผงพากย์ ตัวเลือกเสียง ป้ายเครดิต และการแจ้งเตือน
# ภาษาไทยไม่มีรูปพหูพจน์ ใช้ตัวเลือก [1] เฉพาะเมื่อถ้อยคำต่างกันจริง

## Credits and numbers

dub-credits = { $credits } เครดิต

## The credits badge

dub-badge-label = เครดิต: { $credits } พากย์ได้ประมาณ { $minutes } นาที
dub-badge-as-of = ยอดคงเหลือ ณ { $time }
dub-badge-minutes = ≈ { $minutes } นาที
dub-badge-unknown-label = เครดิต: ไม่ทราบ
dub-badge-unknown = — เครดิต

## The dub sheet: header and inputs

dub-sheet-title-voice = พากย์ด้วยเสียง { $voice }
dub-sheet-title-new = งานพากย์ใหม่
dub-sheet-close = ปิด
dub-inputs-title = สิ่งที่จะพากย์
dub-inputs-hint = ลากเพลงหรือคลิปมาวางในหน้าต่าง เลือกไฟล์ หรือวางลิงก์
dub-inputs-label = ไฟล์และลิงก์
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = ทราบราคาเมื่อบริการอ่านลิงก์แล้ว
dub-input-refused = พากย์ไม่ได้
dub-input-remove = นำ { $file } ออก
dub-link-remove = นำ { $link } ออก
dub-add-files = เพิ่มไฟล์…
dub-link-placeholder = https://… ลิงก์เพลงหรือคลิป
dub-link-label = ลิงก์ที่จะพากย์
dub-add-link = เพิ่มลิงก์
dub-link-invalid = “{ $link }” ไม่ใช่ลิงก์เว็บ วางที่อยู่ที่ขึ้นต้นด้วย https:// (หรือ http://) ซึ่งนำไปสู่ไฟล์เสียงหรือวิดีโอ

## Try 30 seconds first

dub-audition-label = ลองพากย์ 30 วินาทีก่อน
dub-audition-reading = กำลังอ่านรูปคลื่นเสียง

## Voice, pitch and vocals

dub-voice-title = เสียง
dub-voice-hint = เลือกเสียงที่จะใช้พากย์
dub-pitch-title = คีย์
dub-pitch-none = ไม่ปรับ
dub-pitch-up = +{ $semitones } ครึ่งเสียง
dub-pitch-down = −{ $semitones } ครึ่งเสียง
dub-pitch-mark-up = +{ $octaves } อ็อกเทฟ
dub-pitch-mark-down = −{ $octaves } อ็อกเทฟ
dub-pitch-octave-down = ลดลงหนึ่งอ็อกเทฟ (−12)
dub-pitch-octave-up = เพิ่มขึ้นหนึ่งอ็อกเทฟ (+12)
dub-pitch-slider-label = ปรับคีย์เป็นครึ่งเสียง
dub-pitch-hint = 12 ครึ่งเสียงเท่ากับหนึ่งอ็อกเทฟ: +12 จะยกเสียงต่ำขึ้นเป็นเสียงสูง
dub-vocals-title = เสียงร้อง
dub-vocals-separate = แยกเสียงร้องออกก่อน
dub-vocals-separate-hint = สำหรับเพลงที่มีดนตรี: พากย์เฉพาะเสียงร้อง โดยคงดนตรีไว้
dub-vocals-isolated = ไฟล์ของฉันเป็นเสียงร้องล้วนอยู่แล้ว
dub-vocals-isolated-hint = ไม่แยกเสียง: พากย์ทั้งหมดที่ใส่มา

## Cost, balance and start

dub-cost-label = ค่าใช้จ่าย
dub-cost-estimated =
    { $files ->
        [1] ค่าใช้จ่ายโดยประมาณ
       *[other] ค่าใช้จ่ายโดยประมาณ ({ $files } ไฟล์)
    }
dub-cost-audition =
    { $files ->
        [1] ค่าตัวอย่าง
       *[other] ค่าตัวอย่าง ({ $files } ไฟล์)
    }
dub-cost-after-link = เมื่ออ่านลิงก์แล้ว
dub-cost-with-links = { $credits } เครดิต + ลิงก์
dub-cost-instead = แทนที่จะเป็น { $credits }
dub-balance-title = ยอดคงเหลือ
dub-balance-unknown = ไม่ทราบ
dub-after-title = หลังหัก
dub-not-enough = เครดิตไม่พอ: ต้องใช้ { $needed } แต่บัญชีมี { $balance } ซื้อเครดิตก่อน หรือเริ่มไปเลยก็ได้ งานพากย์จะรอเครดิตและไม่มีอะไรสูญหาย
dub-approval-hint = ระบบจะแสดงค่าใช้จ่ายที่แน่นอนก่อนสร้าง หากเกินวงเงินอนุมัติจะถามคุณก่อน
dub-cancel = ยกเลิก
dub-start-dubs =
    { $count ->
        [1] เริ่มพากย์
       *[other] เริ่มพากย์ { $count } งาน
    }
dub-start-auditions =
    { $count ->
        [1] ลองพากย์ตัวอย่าง
       *[other] ลองพากย์ { $count } ตัวอย่าง
    }

## The voice picker

dub-picker-label = เสียง
dub-picker-search-placeholder = ค้นหาเสียง
dub-picker-search-label = ค้นหาเสียงที่จะใช้พากย์
dub-picker-yours = ของคุณ
dub-picker-searching = กำลังค้นหา…
dub-picker-none = ไม่พบเสียงที่ตรงกัน ลองค้นหาด้วยชื่ออื่น
dub-picker-empty = ค้นหาในแคตตาล็อกเพื่อเลือกเสียง

## Notices once dubs start

dub-started = กำลังพากย์ { $count } ไฟล์ด้วยเสียง { $voice }
dub-audition-started =
    { $count ->
        [1] กำลังลองพากย์ 30 วินาทีด้วยเสียง { $voice }
       *[other] กำลังลองพากย์ 30 วินาทีจาก { $count } ไฟล์ด้วยเสียง { $voice }
    }
dub-started-dropped = กำลังพากย์ { $count } ไฟล์ด้วยเสียง { $voice } ใช้ประมาณ { $credits } เครดิต
