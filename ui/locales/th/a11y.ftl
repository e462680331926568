# การช่วยการเข้าถึง: รายการแป้นพิมพ์ลัด ชื่อแป้น ปุ่มพากย์บนการ์ดเสียง และข้อความที่แอปบอกโปรแกรมอ่านหน้าจอ
# (ไม่แสดงบนหน้าจอ)

## แป้น

a11y-key-ctrl = Ctrl
a11y-key-shift = Shift
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Enter
a11y-key-space = Space
a11y-key-arrows = แป้นลูกศร
a11y-key-page-up = Page Up
a11y-key-page-down = Page Down
a11y-key-home = Home
a11y-key-end = End
a11y-key-or = หรือ

## รายการแป้นพิมพ์ลัด

a11y-shortcuts-open = แป้นพิมพ์ลัด
a11y-shortcuts-title = แป้นพิมพ์ลัด
a11y-shortcuts-mac = บน macOS ให้กด Cmd แทน Ctrl ที่แสดงไว้
a11y-shortcuts-close = ปิด
a11y-shortcuts-group-app = ทุกหน้า
a11y-shortcuts-group-voices = เสียง
a11y-shortcuts-group-player = เครื่องเล่น
a11y-shortcuts-group-audition = ช่วงตัวอย่าง
a11y-shortcut-help = แสดงแป้นพิมพ์ลัด
a11y-shortcut-search = ค้นหาเสียง
a11y-shortcut-open = เลือกไฟล์ที่จะพากย์
a11y-shortcut-paste-link = พากย์ลิงก์ที่คัดลอกไว้ (นอกช่องข้อความ)
a11y-shortcut-zoom-in = ขยาย
a11y-shortcut-zoom-out = ย่อ
a11y-shortcut-zoom-reset = ขนาดจริง
a11y-shortcut-tab = ไปยังตัวควบคุมถัดไปหรือก่อนหน้า (กล่องโต้ตอบจะเก็บโฟกัสไว้ข้างใน)
a11y-shortcut-escape = ปิดกล่องโต้ตอบ แผงพากย์ หรือรายละเอียดเสียง
a11y-shortcut-grid-move = เลื่อนไปมาระหว่างการ์ดเสียง
a11y-shortcut-grid-page = เลื่อนขึ้นหรือลงหนึ่งหน้าจอ
a11y-shortcut-grid-ends = ไปยังเสียงแรกหรือเสียงสุดท้าย
a11y-shortcut-grid-open = เปิดรายละเอียดของเสียง
a11y-shortcut-search-clear = ล้างคำค้นหา (ในช่องค้นหา)
a11y-shortcut-play = เล่นหรือหยุดชั่วคราว
a11y-shortcut-switch = สลับระหว่างต้นฉบับกับฉบับพากย์
a11y-shortcut-compare = ฟังเสียงที่ 1 ถึง 4 ของการเปรียบเทียบ
a11y-shortcut-seek = ถอยหลังหรือเดินหน้า 5 วินาที (บนแถบตำแหน่ง)
a11y-shortcut-seek-far = ถอยหลังหรือเดินหน้า 30 วินาที
a11y-shortcut-player-close = ปิดเครื่องเล่น
a11y-shortcut-audition-move = เลื่อนช่วง 1 วินาที
a11y-shortcut-audition-far = เลื่อนช่วง 10 วินาที
a11y-shortcut-audition-ends = เลื่อนช่วงไปที่ต้นหรือท้าย

## การ์ดเสียง

a11y-card-dub = พากย์ด้วยเสียง { $voice }

## สำหรับโปรแกรมอ่านหน้าจอเท่านั้น

a11y-zoom-now = ซูม { $percent }%
a11y-dub-stage =
    { $named ->
        [yes] งานพากย์ { $title } ด้วยเสียง { $voice }: { $stage }
       *[no] งานพากย์ { $title }: { $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] งานพากย์ { $title } ด้วยเสียง { $voice } รอคุณอนุมัติ: { $credits } เครดิต
       *[no] งานพากย์ { $title } รอคุณอนุมัติ: { $credits } เครดิต
    }
a11y-dub-done =
    { $named ->
        [yes] งานพากย์ { $title } ด้วยเสียง { $voice } เสร็จแล้ว
       *[no] งานพากย์ { $title } เสร็จแล้ว
    }
a11y-dub-failed =
    { $named ->
        [yes] งานพากย์ { $title } ด้วยเสียง { $voice } ล้มเหลว: { $reason }
       *[no] งานพากย์ { $title } ล้มเหลว: { $reason }
    }
a11y-training-stage = การฝึกเสียง { $voice }: { $stage }
a11y-training-approval = การฝึกเสียง { $voice } รอคุณอนุมัติ: { $credits } เครดิต
a11y-training-done = การฝึกเสียง { $voice } เสร็จแล้ว
a11y-training-failed = การฝึกเสียง { $voice } ล้มเหลว: { $reason }
