window-title = Dubdeck

picker-media-to-dub = เลือกเพลงหรือคลิปที่จะพากย์
picker-media-to-train = เลือกไฟล์บันทึกเสียงที่จะใช้ฝึกเสียง
picker-output-folder = ตำแหน่งที่ Dubdeck บันทึกผลลัพธ์
picker-filter-media = เสียงและวิดีโอ

key-host-title = ส่งคีย์ API ของคุณไปยัง { $now } หรือไม่
key-host-question = คีย์ API ของคุณได้รับการตรวจสอบกับ { $checked } ขณะนี้ที่อยู่ของบริการคือ { $now } Dubdeck จะส่งคีย์ไปที่นั่นก็ต่อเมื่อคุณยืนยันเท่านั้น หากคุณไม่ได้เปลี่ยนที่อยู่เอง ให้ยกเลิกแล้วตรวจสอบในการตั้งค่า
key-host-confirm = ส่งคีย์
dialog-cancel = ยกเลิก

## คำถามก่อนที่การเปลี่ยนที่อยู่บริการจะส่งคีย์ API ที่บันทึกไว้ไปยังบริการอื่น และก่อนส่งคีย์ที่พิมพ์ไปยังที่อยู่ที่ไม่ใช่บริการสาธารณะ

address-move-title = เปลี่ยนที่อยู่บริการเป็น { $now } หรือไม่
address-move-question = คีย์ API ของคุณได้รับการตรวจสอบกับ { $checked } หากใช้ที่อยู่ { $now } Dubdeck จะส่งคีย์ของคุณไปที่นั่นนับจากนี้ หากคุณไม่ได้เปลี่ยนที่อยู่เอง ให้ยกเลิก
address-move-confirm = เปลี่ยนและส่งคีย์
key-other-service-question = ที่อยู่บริการในการตั้งค่าคือ { $now } ไม่ใช่ที่อยู่ของบริการ VoiceDub ({ $default }) Dubdeck จะส่งคีย์ของคุณไปที่นั่นก็ต่อเมื่อคุณยืนยันเท่านั้น หากคุณไม่ได้ตั้งที่อยู่นี้เอง ให้ยกเลิกแล้วตรวจสอบในการตั้งค่า

notify-voice-unknown = เสียงที่เลือก
notify-audition-ready-title = ตัวอย่างพร้อมแล้ว
notify-audition-ready-body = { $title } ความยาว 30 วินาทีพร้อมแล้วด้วยเสียงของ { $voice } ลองฟัง แล้วพากย์ทั้งไฟล์จากหน้างาน
notify-dub-ready-title = พากย์เสร็จแล้ว
notify-dub-ready-video-body = { $title } พร้อมแล้วด้วยเสียงของ { $voice } ทั้งแบบเสียงและวิดีโอ
notify-dub-ready-body = { $title } พร้อมแล้วด้วยเสียงของ { $voice }
notify-dub-failed-title = พากย์ไม่สำเร็จ
notify-dub-failed-body = ไม่สามารถพากย์ { $title } ได้ เปิดหน้างานใน Dubdeck เพื่อดูสาเหตุ
notify-voice-trained-title = ฝึกเสียงเสร็จแล้ว
notify-voice-trained-body = { $title } พร้อมใช้พากย์แล้ว
notify-training-failed-title = ฝึกเสียงไม่สำเร็จ
notify-training-failed-body = ไม่สามารถฝึก { $title } ได้ เปิดหน้างานใน Dubdeck เพื่อดูสาเหตุ

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = เลือกโฟลเดอร์เพลงหรือคลิปที่จะพากย์
picker-watch-folder = เลือกโฟลเดอร์ที่จะเฝ้าดู
picker-spend-csv = บันทึกประวัติการใช้เครดิตเป็น CSV
spend-csv-name = การใช้เครดิตของ Dubdeck
notify-budget-title = { $percent ->
        [100] ใช้งบประมาณรายเดือนหมดแล้ว
       *[other] ใช้งบประมาณรายเดือนไปแล้ว { $percent }%
    }
notify-budget-body = { $percent ->
        [100] เดือนนี้ใช้ไป { $spent } จาก { $budget } เครดิต งานพากย์ที่ Dubdeck จะอนุมัติเองได้จะรอให้คุณอนุมัติแทน
       *[other] เดือนนี้ใช้ไป { $spent } จาก { $budget } เครดิต
    }
