# หน้า “เสียง”: แคตตาล็อกเสียงสาธารณะ

## Search and filters

voices-search-placeholder = ค้นหาเสียง
voices-search-label = ค้นหาเสียง
voices-search-shortcut = Ctrl K
voices-favorites = รายการโปรด
voices-clear-filters = ล้างตัวกรอง
voices-filters-toggle =
    { $count ->
        [0] ตัวกรอง
       *[other] ตัวกรอง ({ $count })
    }
voices-filter-genres = แนวเพลง
voices-filter-languages = ภาษา
voices-filter-styles = สไตล์

## The list and its states

voices-offline = ออฟไลน์: แสดงเสียงที่บันทึกไว้ในคอมพิวเตอร์เครื่องนี้
voices-try-again = ลองอีกครั้ง
voices-error-title = โหลดเสียงไม่ได้
voices-empty-title = ไม่พบเสียงที่ตรงกัน
voices-empty-favorites = คุณยังไม่มีรายการโปรด กดดาวที่เสียงเพื่อเก็บไว้ที่นี่
voices-empty-hint = ลองลดตัวกรองหรือค้นหาด้วยคำอื่น
voices-loading = กำลังโหลดเสียง
voices-grid-label = เสียง
voices-load-more = โหลดเสียงเพิ่ม

## A voice's card and detail panel

voices-voice-label = { $voice }
voices-favorite-add = เพิ่ม { $voice } ในรายการโปรด
voices-favorite-remove = นำ { $voice } ออกจากรายการโปรด
voices-card-drop = วางเพื่อพากย์ด้วยเสียง { $voice }
voices-card-tags = แท็ก
voices-card-more = อีก { $count } แท็ก: { $tags }
voices-detail-close = ปิด
voices-detail-dub-file = พากย์ไฟล์
voices-detail-dub-link = พากย์จากลิงก์

voices-range-title = ช่วงเสียง
voices-range-hint = เสียงนี้อยู่ในระดับใด เพื่อให้ Dubdeck แนะนำคีย์ได้ ตั้งครั้งเดียว Dubdeck จะจำไว้
voices-range-loading = กำลังอ่านช่วงเสียง
voices-range-measured = วัดจากไฟล์บันทึกเสียงของคุณ: ประมาณ { $hz } Hz
voices-range-low = ต่ำ
voices-range-low-hint = เบสหรือบาริโทน ประมาณ { $hz } Hz
voices-range-middle = กลาง
voices-range-middle-hint = เทเนอร์หรืออัลโต ประมาณ { $hz } Hz
voices-range-high = สูง
voices-range-high-hint = โซปราโนหรือเสียงเด็ก ประมาณ { $hz } Hz
voices-range-custom = กำหนดเอง
voices-range-custom-hint = ความสูงต่ำตามปกติของเสียงนี้ เป็น Hz
voices-range-hz-label = ความสูงต่ำของเสียงเป็น Hz
voices-range-hz-unit = Hz
voices-range-save = บันทึก
voices-range-none = ไม่ได้ตั้ง
voices-range-none-hint = ไม่แนะนำคีย์สำหรับเสียงนี้
voices-range-hz-missing = พิมพ์ความสูงต่ำของเสียงเป็น Hz (ตัวเลข) แล้วกด “บันทึก”
voices-range-hz-refused = บันทึก { $hz } Hz ไม่ได้ ความสูงต่ำของเสียงต้องอยู่ระหว่าง { $min } ถึง { $max } Hz แก้ค่าแล้วกด “บันทึก” อีกครั้ง
