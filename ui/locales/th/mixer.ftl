# การเปรียบเทียบและเพลงคัฟเวอร์ในหน้างาน: ตัวอย่างช่วงเดียวกันที่พากย์ด้วยหลายเสียงในแถวเดียว
# และการมิกซ์เสียงร้องที่พากย์แล้วเข้ากับดนตรีประกอบของเพลง

## แถวของการเปรียบเทียบ

compare-label = เปรียบเทียบ { $title }: { $voices }
compare-title = เปรียบเทียบ { $count } เสียงในช่วง { $span } ของ { $title }
compare-title-whole = เปรียบเทียบ { $count } เสียงใน { $title }
compare-progress = ตัวอย่างเสร็จแล้ว { $done } จาก { $count }
compare-approve-cost = สร้างตัวอย่าง { $count } รายการในราคา { $credits } เครดิต
compare-dub-whole = พากย์ทั้งไฟล์ด้วยเสียง { $voice }
compare-play-label = เล่นการเปรียบเทียบ { $title }
compare-player-label = เครื่องเล่นเปรียบเทียบของ { $title }
compare-dub-missing = ไม่มีฉบับพากย์ด้วยเสียง { $voice } ที่ { $path } แล้ว จึงไม่ได้นำมาเปรียบเทียบ พากย์อีกครั้งเพื่อฟัง
compare-dub-failed = เล่นฉบับพากย์ด้วยเสียง { $voice } ที่นี่ไม่ได้ จึงไม่ได้นำมาเปรียบเทียบ
compare-original-missing = ไม่มีไฟล์ต้นฉบับที่ { $path } แล้ว จึงเล่นเฉพาะเสียงพากย์ ย้ายไฟล์กลับไปที่เดิมเพื่อเปรียบเทียบกับต้นฉบับ
compare-original-failed = เล่นต้นฉบับที่นี่ไม่ได้ จึงเล่นเฉพาะเสียงพากย์
compare-remove-label = นำการเปรียบเทียบ { $title } ออกจากคลัง
compare-remove-title = นำการเปรียบเทียบ “{ $title }” ออกจากคลังหรือไม่
compare-remove-delete-files = ลบไฟล์ผลลัพธ์ทั้งหมดด้วย
compare-remove-confirm-delete = นำออกและลบไฟล์ทั้งหมด
