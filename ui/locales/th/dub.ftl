# การเริ่มพากย์: แผงพากย์ ตัวเลือกเสียง ป้ายเครดิต และการแจ้งเตือน
# ภาษาไทยไม่มีรูปพหูพจน์ ใช้ตัวเลือก [1] เฉพาะเมื่อถ้อยคำต่างกันจริง

## Credits and numbers

dub-credits = { $credits } เครดิต

## The credits badge

dub-badge-label = เครดิต: { $credits } พากย์ได้ประมาณ { $minutes } นาที
dub-badge-as-of = ยอดคงเหลือ ณ { $time }
dub-badge-minutes = ≈ { $minutes } นาที
dub-badge-checking-label = เครดิต: กำลังตรวจสอบยอดคงเหลือ
dub-badge-checking = กำลังตรวจสอบเครดิต…
dub-badge-failed =
    { $why ->
        [offline] เครดิต: ออฟไลน์
        [refused] เครดิต: คีย์ถูกปฏิเสธ
        [signed_out] เครดิต: ยังไม่มีคีย์
        [unconfirmed] เครดิต: ยังไม่ได้ยืนยันคีย์
       *[other] เครดิต: ไม่พร้อมใช้งาน
    }
dub-badge-failed-label =
    { $why ->
        [offline] ไม่ทราบเครดิต: Dubdeck เชื่อมต่อบริการไม่ได้ จะขอยอดคงเหลืออีกครั้งเมื่อเชื่อมต่อได้
        [refused] ไม่ทราบเครดิต: บริการปฏิเสธคีย์ API วางคีย์ใหม่ใน “การตั้งค่า”
        [signed_out] ไม่ทราบเครดิต: ยังไม่ได้ตั้งคีย์ API วางคีย์ของคุณใน “การตั้งค่า”
        [unconfirmed] ไม่ทราบเครดิต: คีย์ API รอให้คุณยืนยันที่อยู่ใหม่ของบริการ
       *[other] ไม่ทราบเครดิต: บริการแจ้งยอดคงเหลือไม่ได้ จะขออีกครั้งเมื่อมีการเปลี่ยนแปลงครั้งถัดไป
    }

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
dub-pitch-tick-up = +{ $octaves } อ็อกเทฟ
dub-pitch-tick-down = −{ $octaves } อ็อกเทฟ
dub-pitch-value-octaves-up = +{ $semitones } ครึ่งเสียง (สูงขึ้น { $octaves } อ็อกเทฟ)
dub-pitch-value-octaves-down = −{ $semitones } ครึ่งเสียง (ต่ำลง { $octaves } อ็อกเทฟ)
dub-pitch-value-none = 0 ครึ่งเสียง (ไม่ปรับ)
dub-pitch-octave-down = −12: ลดลงหนึ่งอ็อกเทฟ
dub-pitch-octave-up = +12: เพิ่มขึ้นหนึ่งอ็อกเทฟ
dub-pitch-slider-label = ปรับคีย์เป็นครึ่งเสียง
dub-pitch-hint = 12 ครึ่งเสียงเท่ากับหนึ่งอ็อกเทฟ: +12 จะยกเสียงต่ำขึ้นเป็นเสียงสูง
dub-pitch-suggest = แนะนำคีย์
dub-pitch-suggest-step = แนะนำการปรับเป็น
dub-pitch-suggest-octaves = ทีละอ็อกเทฟ
dub-pitch-suggest-semitones = ทีละครึ่งเสียง
dub-pitch-suggest-busy = กำลังวัดเสียงร้อง
dub-pitch-suggest-reason = เสียงร้องนี้อยู่ราว { $song } Hz ส่วนเสียง { $voice } อยู่ราว { $target } Hz: { $shift }
dub-pitch-suggest-unknown = ไม่ทราบช่วงเสียงของ { $voice } จึงไม่แนะนำคีย์ เปิดเสียงนี้ในหน้า “เสียง” แล้วตั้งช่วงเสียงครั้งเดียว คีย์ยังคงเดิม
dub-pitch-suggest-no-pitch = ไม่มีเสียงใน “{ $file }” ที่ชัดพอจะวัดความสูงต่ำได้ จึงไม่แนะนำคีย์ คีย์ยังคงเดิม
dub-pitch-suggest-unreadable = วัดเสียงร้องไม่ได้ จึงไม่แนะนำคีย์ { $reason }
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
dub-buy-credits = ซื้อเครดิต
dub-buy-credits-title = เปิดหน้าสำหรับซื้อเครดิตในเบราว์เซอร์
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
dub-blocked-credits = งานพากย์ { $count } รายการรอเครดิต: { $files } บัญชีมีเครดิตไม่พอสำหรับพากย์ ซื้อเครดิต แล้วกด “ลองใหม่” ในหน้างาน
dub-blocked-approval = งานพากย์ { $count } รายการรอคุณอนุมัติค่าใช้จ่ายในหน้างาน: { $files }
dub-blocked-budget = งานพากย์ { $count } รายการรอคุณอนุมัติ: { $files } หากอนุมัติอัตโนมัติ ยอดใช้เดือน{ $month }จะเกินงบประมาณ

## Auditions and videos

audition-span = { $start }–{ $end }
audition-title = ตัวอย่าง { $span } ของ { $title }
audition-group = ตัวอย่างของ { $title }
audition-range = จาก { $start } ถึง { $end }
row-settings-pitch =
    { $count ->
       *[other] { $signed } ครึ่งเสียง
    }
row-settings-vocals-kept = ไม่แยกเสียงร้อง
video-sent-excerpt = ส่งเฉพาะเสียง { $sent } ({ $duration }) แทนวิดีโอ { $whole }
video-sent = ส่งเฉพาะเสียง { $sent } แทนวิดีโอ { $whole }
audition-sent = ส่ง { $sent } ({ $duration }) แทนไฟล์เต็ม { $whole }
video-making = กำลังสร้างวิดีโอ…
video-making-badge = กำลังสร้างวิดีโอ
video-making-hint = บันทึกเสียงที่พากย์แล้ว Dubdeck กำลังใส่เสียงนี้ลงในสำเนาของวิดีโอ
video-error-reason = พากย์เสร็จแล้ว แต่สร้างสำเนาวิดีโอไม่ได้: { $reason } เปิดไฟล์เสียงตามที่เป็นอยู่ หรือเพิ่มพื้นที่ว่างในโฟลเดอร์ผลลัพธ์แล้วพากย์อีกครั้งเพื่อให้ได้วิดีโอ
video-error = พากย์เสร็จแล้ว แต่สร้างสำเนาวิดีโอไม่ได้ เปิดไฟล์เสียงตามที่เป็นอยู่ หรือเพิ่มพื้นที่ว่างในโฟลเดอร์ผลลัพธ์แล้วพากย์อีกครั้งเพื่อให้ได้วิดีโอ
video-error-step =
    พากย์เสร็จแล้ว แต่สร้างสำเนาวิดีโอไม่ได้: { $step ->
        [no_video] ไฟล์ต้นฉบับไม่มีวิดีโอแล้ว
        [read_input] ffmpeg อ่านวิดีโอต้นฉบับไม่ได้
        [name] ไม่มีชื่อที่ยังไม่ถูกใช้ในโฟลเดอร์ผลลัพธ์
        [work_folder] ใช้โฟลเดอร์ทำงานของ Dubdeck ไม่ได้
        [mux] ffmpeg ใส่เสียงพากย์ลงในวิดีโอไม่ได้
        [place] ย้ายไปยังโฟลเดอร์ผลลัพธ์ไม่ได้
       *[other] เกิดข้อผิดพลาด
    }{ $detail } เปิดไฟล์เสียงตามที่เป็นอยู่ หรือพากย์อีกครั้งเพื่อให้ได้วิดีโอ
video-error-no-tool = พากย์เสร็จแล้ว แต่สร้างสำเนาวิดีโอไม่ได้ { $reason } ติดตั้ง ffmpeg แล้วพากย์อีกครั้งเพื่อให้ได้วิดีโอ
audition-dub-whole-voice = กำลังพากย์ “{ $title }” ทั้งไฟล์ด้วยเสียง { $voice } โดยใช้คีย์และการแยกเสียงเดียวกับตัวอย่าง งานนี้อยู่บนสุดของรายการ
audition-dub-whole = กำลังพากย์ “{ $title }” ทั้งไฟล์ โดยใช้คีย์และการแยกเสียงเดียวกับตัวอย่าง งานนี้อยู่บนสุดของรายการ
audition-again = ใช้ช่วงเดิม ({ $span }) คีย์และการแยกเสียงเดิม แต่เปลี่ยนเป็นเสียงอื่น ในราคาขั้นต่ำ ตัวอย่างก่อนหน้ายังคงอยู่
audition-link = ลองพากย์ตัวอย่างจากลิงก์ไม่ได้ เพราะบริการเสียงจะดึงไฟล์ไปทั้งไฟล์ นำลิงก์ออกเพื่อลองไฟล์อื่นก่อน หรือดาวน์โหลดแล้วลากไฟล์มาวางเพื่อลอง 30 วินาที
audition-too-short-others = “{ $file }” ยาวเพียง { $duration } ไม่เกินความยาวตัวอย่าง การพากย์ทั้งไฟล์ก็คิด { $credits } เครดิตเท่ากัน นำไฟล์นี้ออกเพื่อลองไฟล์อื่นก่อน หรือพากย์ทุกไฟล์ทั้งไฟล์
audition-too-short = “{ $file }” ยาวเพียง { $duration } ไม่เกินความยาวตัวอย่าง การพากย์ทั้งไฟล์ก็คิด { $credits } เครดิตเท่ากัน พากย์ทั้งไฟล์แทน
audition-no-tool = ตัวอย่างต้องตัดด้วย ffmpeg ในคอมพิวเตอร์เครื่องนี้ { $reason } ติดตั้ง ffmpeg (แพ็กเกจของระบบ หรือ ffmpeg.org) แล้วรีสตาร์ต Dubdeck เพื่อลองพากย์ 30 วินาทีก่อน ระหว่างนี้ยังพากย์ทั้งไฟล์ได้
audition-tool-unknown = Dubdeck ตรวจหา ffmpeg ซึ่งใช้ตัดตัวอย่างในคอมพิวเตอร์เครื่องนี้ไม่ได้ รีสตาร์ต Dubdeck เพื่อตรวจอีกครั้ง ระหว่างนี้ยังพากย์ทั้งไฟล์ได้
audition-tool-checking = กำลังตรวจหา ffmpeg ซึ่งใช้ตัดตัวอย่างในคอมพิวเตอร์เครื่องนี้…
audition-hint-minimum =
    { $files ->
        [1] ไฟล์นี้ยาวไม่ถึงหนึ่งนาที การพากย์ทั้งไฟล์จึงคิด { $whole } เครดิตเท่ากัน ตัวอย่างช่วยประหยัดเวลา แต่ไม่ประหยัดเครดิต
       *[other] ไฟล์เหล่านี้ยาวไม่ถึงหนึ่งนาทีทุกไฟล์ ตัวอย่างจึงมีราคาเท่ากับการพากย์ทั้งไฟล์ ({ $whole } เครดิต) ตัวอย่างช่วยประหยัดเวลา แต่ไม่ประหยัดเครดิต
    }
audition-hint =
    { $files ->
        [1] พากย์ 30 วินาทีในราคา { $each } เครดิต แทนที่จะเป็น { $whole } เครดิต ถ้าชอบ กด “พากย์ทั้งไฟล์” ในแถวของตัวอย่างเพื่อพากย์ส่วนที่เหลือด้วยเสียงและการตั้งค่าเดิม
       *[other] ระบบจะพากย์ช่วง 30 วินาทีที่ดังที่สุดของแต่ละไฟล์ ไฟล์ละ { $each } เครดิต แทนที่จะเป็น { $whole } เครดิตสำหรับทั้งหมด ถ้าชอบตัวอย่างใด กด “พากย์ทั้งไฟล์” ในแถวนั้นเพื่อพากย์ส่วนที่เหลือ
    }
video-input-missing = วิดีโอ: ส่งไปทั้งไฟล์เพราะไม่มี ffmpeg และฉบับพากย์จะได้กลับมาเป็นไฟล์เสียง
video-input-audio-only =
    { $media ->
        [ready] วิดีโอ: ส่งเฉพาะเสียง และฉบับพากย์จะได้กลับมาเป็นไฟล์เสียงเท่านั้น (“วิดีโอที่พากย์” ปิดอยู่ใน “การตั้งค่า”)
       *[unknown] วิดีโอ: พากย์เสียงของวิดีโอ และฉบับพากย์จะได้กลับมาเป็นไฟล์เสียงเท่านั้น (“วิดีโอที่พากย์” ปิดอยู่ใน “การตั้งค่า”)
    }
video-input-audition =
    { $media ->
        [ready] วิดีโอ: ส่งเฉพาะเสียง ตัวอย่างจะได้กลับมาเป็นไฟล์เสียง ส่วนการพากย์ทั้งไฟล์จะได้วิดีโอด้วย
       *[unknown] วิดีโอ: พากย์เสียงของวิดีโอ ตัวอย่างจะได้กลับมาเป็นไฟล์เสียง ส่วนการพากย์ทั้งไฟล์จะได้วิดีโอด้วย
    }
video-input =
    { $media ->
        [ready] วิดีโอ: ส่งเฉพาะเสียง และฉบับพากย์จะได้กลับมาเป็นวิดีโอด้วย
       *[unknown] วิดีโอ: พากย์เสียงของวิดีโอ และฉบับพากย์จะได้กลับมาเป็นวิดีโอด้วย
    }
