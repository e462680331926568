# หน้า “เสียง”: แคตตาล็อกเสียงสาธารณะ

## Search and filters

voices-search-placeholder = ค้นหาเสียง
voices-search-label = ค้นหาเสียง
voices-search-shortcut = Ctrl K
voices-favorites = รายการโปรด
voices-clear-filters = ล้างตัวกรอง
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
voices-detail-close = ปิด
voices-detail-dub-file = พากย์ไฟล์
voices-detail-dub-link = พากย์จากลิงก์
