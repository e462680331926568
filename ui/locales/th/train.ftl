# หน้า “ฝึกเสียง”: ตัวช่วย 4 ขั้น (ไฟล์ การตั้งค่า ตรวจทาน ฝึก)

## The steps

train-steps-label = ขั้นตอนการฝึก
train-step-files = ไฟล์
train-step-settings = การตั้งค่า
train-step-review = ตรวจทาน
train-step-train = ฝึก
train-step-done = { $step } เสร็จแล้ว

## Step 1: the recordings.

train-files-title = เพิ่มไฟล์บันทึกเสียงสำหรับฝึก
train-files-lead =
    { $maxFiles ->
        [1] ใช้ไฟล์เสียงหนึ่งไฟล์
       *[other] ใช้ไฟล์เสียง 1 ถึง { $maxFiles } ไฟล์
    }ของเสียงเดียวกัน เป็นเสียงร้องหรือพูดที่ชัดเจน รวมกันอย่างน้อย { $duration } ลากไฟล์มาวางที่ใดก็ได้ในหน้าต่างนี้ หรือกด “เพิ่มไฟล์”
train-drop-here-dragging = วางเพื่อเพิ่มไฟล์บันทึกเสียงเหล่านี้
train-drop-here = ลากไฟล์บันทึกเสียงมาวางที่นี่
train-add-files = เพิ่มไฟล์
train-files-label = ไฟล์สำหรับฝึก
train-file-checking = กำลังตรวจสอบ…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason } ไฟล์นี้จะไม่ถูกใช้
train-findings-label = สิ่งที่พบใน { $file }
train-keep-label = ยังคงใช้ { $file }
train-keep = ยังคงใช้ไฟล์นี้
train-keep-in = — ไฟล์นี้จะใช้ในการฝึก
train-keep-out = — ไฟล์นี้จะไม่ใช้ในการฝึก
train-remove-label = นำ { $file } ออก
train-remove-take-title = นำออกจากไฟล์สำหรับฝึก (ยังอยู่ใน “เทคที่บันทึกไว้”)
train-total-voice = เสียงร้องหรือพูด { $voiced } ใน { $count } ไฟล์สำหรับฝึก (เสียงทั้งหมด { $duration } รวมช่วงเงียบและช่วงหยุด)
train-total-audio = เสียงรวม { $duration } ใน { $count } ไฟล์สำหรับฝึก
train-warnings-label = คำเตือน

## Why Next is off on step 1.

train-files-hint-recording = หยุดอัดก่อนเพื่อดำเนินการต่อ
train-files-hint-checking = กำลังตรวจสอบไฟล์บันทึกเสียง…
train-files-hint-empty = เพิ่มไฟล์บันทึกเสียงอย่างน้อยหนึ่งไฟล์เพื่อดำเนินการต่อ
train-files-hint-unusable = ใช้ไฟล์เหล่านี้ไม่ได้เลย เพิ่มไฟล์บันทึกเสียงที่อ่านได้
train-files-hint-all-poor = ไฟล์บันทึกเสียงทุกไฟล์มีคุณภาพไม่ดี เลือกใช้ไฟล์ใดไฟล์หนึ่งต่อไป หรือเพิ่มไฟล์ที่ดีกว่า เพื่อดำเนินการต่อ
train-files-hint-too-many = นำออก { $count } ไฟล์เพื่อดำเนินการต่อ

## The wizard's buttons.

train-next = ถัดไป
train-back = ย้อนกลับ

## Step 2: name and settings.

train-settings-title = ชื่อและการตั้งค่า
train-settings-lead = ชื่อที่จะแสดงใน “เสียงของฉัน” และวิธีที่บริการจะฝึกเสียงนี้
train-name = ชื่อเสียง
train-name-placeholder = เช่น เสียงในสตูดิโอของฉัน
train-name-hint = 1 ถึง { $max } ตัวอักษร ช่องว่างที่หัวและท้ายจะถูกตัดออก
train-name-empty = ตั้งชื่อให้เสียงนี้ (1 ถึง { $max } ตัวอักษร)
train-name-too-long = ชื่อนี้ยาว { $length } ตัวอักษร บริการรับได้ไม่เกิน { $max } ตัวอักษร ลบออก { $over } ตัวอักษร
train-minutes = จำนวนนาทีสูงสุด
train-minutes-use-proposed = ใช้ค่าที่แนะนำ ({ $minutes })
train-minutes-range = { $min } ถึง { $max }
train-minutes-proposed = แนะนำ { $minutes } นาที ตามความยาวเสียง { $duration }
train-minutes-proposed-unknown = แนะนำตามความยาวเสียง { $duration }
train-minutes-cost = การฝึกคิดนาทีละ { $perMinute } เครดิต รวมเป็น { $cost } เครดิต
train-minutes-empty = ใส่จำนวนนาทีสูงสุด ตั้งแต่ { $min } ถึง { $max }
train-minutes-not-whole = ใส่จำนวนนาทีเป็นจำนวนเต็ม ตั้งแต่ { $min } ถึง { $max }
train-minutes-out-of-range = เลือกตั้งแต่ { $min } ถึง { $max } นาที ค่า { $minutes } อยู่นอกช่วง
train-minutes-below-audio = ไฟล์บันทึกเสียงมีเสียงรวม { $duration } ซึ่งเกิน { $minutes } นาที บริการจะเรียกเก็บเครดิตแล้วการฝึกจะล้มเหลว เลือกอย่างน้อย { $need } นาที หรือนำไฟล์บันทึกเสียงออก
train-minutes-above-max = ไฟล์บันทึกเสียงมีเสียงรวม { $duration } ซึ่งเกินกว่าที่การฝึกใช้ได้ ({ $max } นาที) กลับไปที่ขั้น “ไฟล์” แล้วนำบางไฟล์ออก
train-separate = แยกเสียงร้อง
train-separate-hint = ตัดดนตรีและเสียงพื้นหลังออกก่อน ปิดตัวเลือกนี้หากไฟล์บันทึกเสียงเป็นเสียงร้องล้วนอยู่แล้ว
train-settings-hint-name = ตั้งชื่อเสียงเพื่อดำเนินการต่อ
train-settings-hint-fix = แก้ไขส่วนที่ทำเครื่องหมายไว้เพื่อดำเนินการต่อ

## Step 3: review and confirm.

train-review-title = ตรวจทานและยืนยัน
train-review-lead = จะยังไม่มีการส่งข้อมูลจนกว่าคุณจะยืนยัน ค่าใช้จ่ายกำหนดตามจำนวนนาทีสูงสุด
train-review-recordings = ไฟล์บันทึกเสียง
train-review-recordings-label = ไฟล์บันทึกเสียงที่จะอัปโหลด
train-review-total = รวม { $duration }
train-review-separation = การแยกเสียงร้อง
train-review-separation-on = เปิด
train-review-separation-off = ปิด (เป็นเสียงร้องล้วนอยู่แล้ว)
train-cost = ค่าใช้จ่าย
train-balance = ยอดคงเหลือ
train-after = หลังหัก
train-balance-unknown = ไม่ทราบ
train-credits = { $credits } เครดิต
train-cost-formula = { $perMinute } เครดิต × { $minutes } นาที หักเมื่อการฝึกเริ่มหลังอัปโหลดเสร็จ
train-review-unchecked = ไฟล์บันทึกเสียงยังไม่ได้ตรวจคุณภาพ จึงไม่ทราบว่ามีเสียงร้องหรือพูดมากน้อยเพียงใด
train-review-no-voice = ไฟล์บันทึกเสียงที่เลือกใช้ไม่มีเสียงร้องหรือพูดเลย การตรวจคุณภาพไม่พบเสียงร้องหรือพูดในไฟล์ใด หากฝึกต่อจะเสีย { $credits } เครดิตไปกับเสียงที่ไม่ได้เรียนรู้อะไรเลย กลับไปที่ขั้น “ไฟล์” แล้วเพิ่มไฟล์บันทึกเสียงที่มีเสียงร้องหรือพูด หรืออัดเทค
train-review-to-files = กลับไปที่ขั้น “ไฟล์”
train-review-short-confirm = ฝึกต่อแม้มีเสียงร้องหรือพูดไม่ถึง { $recommended }
train-review-short-voice = มีเสียงร้องหรือพูดเพียง { $voiced } น้อยกว่าที่แนะนำ { $recommended } เสียงที่ได้จะเหมือนคุณน้อยลง และอาจเพี้ยนในโน้ตหรือเสียงที่ไม่เคยได้ยิน เพิ่มหรืออัดเพิ่มเพื่อให้เสียงเหมือนยิ่งขึ้น
train-review-short-audio = มีเสียงรวมเพียง { $duration } (ยังไม่ได้ตรวจว่าเป็นเสียงร้องหรือพูดเท่าใด) น้อยกว่าที่แนะนำ { $recommended } เสียงที่ได้จะเหมือนคุณน้อยลง และอาจเพี้ยนในโน้ตหรือเสียงที่ไม่เคยได้ยิน เพิ่มหรืออัดเพิ่มเพื่อให้เสียงเหมือนยิ่งขึ้น
train-review-hint-confirm = เลือกช่องด้านบนเพื่อฝึกด้วยเสียงร้องหรือพูดที่น้อยกว่าที่แนะนำ
train-short = เครดิตไม่พอ: การฝึกต้องใช้ { $cost } แต่บัญชีมี { $balance } ซื้อเครดิตหรือเลือกจำนวนนาทีให้น้อยลง ตัวเลือกของคุณยังอยู่ที่นี่
train-start = เริ่มฝึก ({ $credits } เครดิต)

## Step 4: the training under way.

train-progress-title = กำลังฝึก { $voice }
train-progress-ready-title = { $voice } พร้อมแล้ว
train-progress-failed-title = ฝึก { $voice } ไม่สำเร็จ
train-progress-ready-lead = เสียงนี้อยู่ใน “เสียงของฉัน” แล้ว นำไปพากย์เพลงหรือคลิปใดก็ได้ทันที
train-progress-failed-lead = ไฟล์บันทึกเสียงและตัวเลือกของคุณยังอยู่ที่นี่
train-progress-lead = คุณออกจากหน้านี้ได้ การฝึกจะดำเนินต่อ และติดตามได้ในหน้างานและ “เสียงของฉัน”
train-status-label = สถานะการฝึก
train-elapsed-label = เวลาที่ผ่านไป
train-elapsed = ผ่านไป { $time }
train-uploads-label = การอัปโหลด
train-upload-label = อัปโหลด { $file }
train-upload-percent = { $percent }%
train-another = ฝึกเสียงอื่น
train-dub = พากย์ด้วยเสียงนี้
train-back-to-review = กลับไปตรวจทาน
train-retry = ลองใหม่
train-open-jobs = เปิดหน้างาน

## The status of the training.

train-status-preparing = กำลังเตรียมอัปโหลด
train-status-uploading = กำลังอัปโหลด
train-status-training = กำลังฝึก { $voice }… อาจใช้เวลาสักพัก
train-status-ready = พร้อมแล้ว
train-status-approval = บริการขอ { $credits } เครดิต มากกว่าที่แสดงในขั้นตรวจทาน อนุมัติหรือทิ้งได้ในหน้างาน
train-status-approval-unknown = บริการขอเครดิตมากกว่าที่แสดงในขั้นตรวจทาน อนุมัติหรือทิ้งได้ในหน้างาน
train-status-credits = บัญชีมีเครดิตไม่พอสำหรับการฝึกนี้ ซื้อเครดิต แล้วกด “ลองใหม่” ในหน้างาน
train-status-canceled = ทิ้งการฝึกนี้แล้ว
train-status-failed = การฝึกล้มเหลว กด “ลองใหม่” หรือฝึกใหม่ด้วยไฟล์บันทึกเสียงอื่น

## Passing notes of the wizard.

train-drop-while-training = Dubdeck กำลังฝึก { $voice } อยู่ วางไฟล์บันทึกเสียงของเสียงถัดไปเมื่อฝึกเสร็จแล้ว
train-drop-while-training-unnamed = Dubdeck กำลังฝึกเสียงอยู่ วางไฟล์บันทึกเสียงของเสียงถัดไปเมื่อฝึกเสร็จแล้ว
train-voice-not-listed = { $voice } ยังไม่อยู่ใน “เสียงของฉัน” เปิด “เสียงของฉัน” อีกครั้งในอีกสักครู่ แล้วพากย์จากที่นั่น

## The training's checks of the recordings

training-warning-unreadable-files = มี { $count } ไฟล์ที่ใช้ไม่ได้ (ดูสาเหตุได้ในรายการ) ไฟล์เหล่านี้จะไม่ถูกใช้ในการฝึก นำออก หรือแทนที่ด้วยไฟล์บันทึกเสียงที่อ่านได้
training-warning-total-too-short = มีเสียงรวมเพียง { $total } การฝึกจะได้ผลดีที่สุดเมื่อมีเสียงร้องหรือพูดที่ชัดเจนอย่างน้อย { $recommended } เพิ่มไฟล์บันทึกเสียง หรือฝึกเลยก็ได้ แต่เสียงที่ได้จะไม่เนียนเท่า
training-warning-voice-too-short = มีเสียงร้องหรือพูดรวมเพียง { $voice } ไม่นับช่วงเงียบและช่วงหยุด การฝึกจะได้ผลดีที่สุดเมื่อมีเสียงร้องหรือพูดที่ชัดเจนอย่างน้อย { $recommended } เพิ่มไฟล์บันทึกเสียง หรือฝึกเลยก็ได้ แต่เสียงที่ได้จะไม่เนียนเท่า
training-warning-total-above-chosen = ไฟล์บันทึกเสียงมีเสียงรวม { $total } ซึ่งเกิน { $minutes } นาทีที่การฝึกใช้ บริการจะเรียกเก็บเครดิตแล้วการฝึกจะล้มเหลว นำไฟล์บันทึกเสียงบางไฟล์ออก หรือเพิ่มจำนวนนาทีสูงสุด
training-warning-too-many-files = เพิ่มไว้ { $count } ไฟล์ แต่ใช้ฝึกได้ไม่เกิน { $max } ไฟล์ต่อหนึ่งเสียง นำออก { $remove } ไฟล์เพื่อดำเนินการต่อ
training-warning-unknown = ต้องตรวจดูไฟล์บันทึกเสียงก่อนฝึก

## What the quality check found in a recording

finding-clipped = { $percent }% ของแซมเปิลเสียงแตก (คลิป) ลดเกนอินพุต แล้วอัดใหม่
finding-noisy = มีเสียงรบกวนพื้นหลัง เสียงร้องหรือพูดดังกว่าเสียงรบกวนเพียง { $snr } dB (เสียงรบกวนอยู่ที่ { $noise } dBFS ถ้าต่างกัน 25 dB ขึ้นไปถือว่าสะอาด) อัดในห้องที่เงียบกว่านี้ และเข้าใกล้ไมโครโฟนมากขึ้น
finding-silence = { $start }–{ $end } เป็นช่วงเงียบ ตัดออก
finding-no-voice = { $start }–{ $end } มีเสียงแต่ไม่มีเสียงร้องหรือพูด ตัดออก
finding-little-voice = จากความยาว { $duration } มีเสียงร้องหรือพูดเพียง { $voiced } ตัดส่วนที่เหลือออก ไม่เช่นนั้นเสียงจะเรียนรู้จากไฟล์นี้ได้น้อย
finding-too-short = มีเสียงร้องหรือพูดเพียง { $voiced } สั้นเกินกว่าที่เสียงจะเรียนรู้ได้มาก อัดเทคที่ยาวขึ้น หนึ่งนาทีหรือมากกว่า
finding-too-quiet = เสียงเบามาก ({ $loudness } LUFS) เพิ่มเกนอินพุตหรือเข้าใกล้ไมโครโฟน แล้วอัดใหม่
finding-low-sample-rate = อัดที่ { $rate } kHz เหมือนเสียงโทรศัพท์ เสียงจะสูญเสียช่วงความถี่สูง อัดที่ 44.1 หรือ 48 kHz
finding-music-bed = ดูเหมือนมีดนตรีหรือเสียงโทนคงที่ดังอยู่ใต้เสียงร้องหรือพูด ({ $percent }% ของช่วงหยุดเป็นเสียงโทน) อัดเฉพาะเสียงของคุณ หรือเปิด “แยกเสียงร้อง” ไว้ นี่เป็นเพียงข้อสังเกต เสียงฮัมก็ให้ผลแบบเดียวกัน และจะตรวจไม่พบดนตรีที่หยุดพร้อมกับเสียงร้องหรือพูด
finding-several-voices = อาจมีสองเสียงสลับกัน ความสูงต่ำของเสียงแบ่งเป็นสองกลุ่มที่ห่างกัน { $semitones } ครึ่งเสียง ใช้ผู้พูดคนเดียวต่อหนึ่งเสียง นี่เป็นเพียงข้อสังเกต คนคนเดียวที่เปลี่ยนช่วงเสียงหรือร้องเพลงก็ให้ผลแบบเดียวกัน
finding-unknown = ไฟล์บันทึกเสียงนี้อาจมีบางอย่างที่ต้องแก้ไขก่อนฝึก

## A recording's verdict

verdict-good = ดี
verdict-good-hint = ไม่มีอะไรต้องแก้ไข
verdict-usable = ใช้ได้
verdict-usable-hint = ใช้ฝึกได้ แต่ถ้าแก้ไขจะได้ผลดีขึ้น
verdict-poor = ไม่ดี
verdict-poor-hint = เสียงจะเรียนรู้ข้อบกพร่องของไฟล์นี้ไปด้วย จึงจะไม่ใช้ เว้นแต่คุณเลือกใช้ต่อ

## The quality report

quality-figures-voice = เสียงร้อง/พูด { $voiced } จาก { $duration }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = วัดความดังไม่ได้
quality-figures-snr = สัญญาณต่อสัญญาณรบกวน { $snr } dB
quality-figures-no-snr = ไม่มีเสียงร้องหรือพูดให้เทียบกับเสียงรบกวน
quality-checking = กำลังตรวจสอบไฟล์บันทึกเสียง… ใช้เวลาไฟล์ละไม่กี่วินาที
quality-failed = ตรวจคุณภาพไฟล์บันทึกเสียงไม่ได้: { $reason } คุณดำเนินการต่อได้โดยไม่มีรายงาน ไฟล์ที่อ่านได้ทั้งหมดจะถูกใช้
quality-unread = ไม่ได้ตรวจ: อ่านเป็นไฟล์เสียงไม่ได้
quality-proposal-trim = ไฟล์บันทึกเสียงของคุณยาว { $duration } และมีเสียงร้องหรือพูด { $voiced } การฝึกต้องใช้ { $minutes } นาที หากตัดช่วงเงียบออก { $voiceMinutes } นาทีก็เพียงพอ
quality-proposal = ไฟล์บันทึกเสียงของคุณมีเสียงร้องหรือพูด { $voiced } การฝึก { $minutes } นาทีครอบคลุมได้ทั้งหมด
quality-paid-against-held = คุณจ่ายสำหรับ { $minutes } นาที ({ $credits } เครดิต) ไฟล์บันทึกเสียงที่ใช้มีเสียงร้องหรือพูด { $voiced } (ดี { $good }, ใช้ได้ { $usable }, ไม่ดีแต่เลือกใช้ { $poor })
