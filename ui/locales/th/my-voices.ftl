# หน้า “เสียงของฉัน”

my-voices-retry = ลองอีกครั้ง
my-voices-loading = กำลังโหลดเสียงของคุณ
my-voices-empty-title = ยังไม่มีเสียงของคุณเอง
my-voices-empty-text = ฝึกเสียงจากการร้องหรือการพูดที่ชัดเจนเพียงไม่กี่นาที แล้วใช้พากย์ได้เหมือนเสียงอื่น ๆ
my-voices-train = ฝึกเสียง
my-voices-list-label = เสียงของฉัน
my-voices-created = สร้างเมื่อ { $date }
my-voices-dub-label = พากย์ด้วยเสียง { $voice }
my-voices-dub-waiting = ใช้ได้เมื่อฝึกเสร็จ

## A custom voice's readiness

readiness-new = ใหม่
readiness-queued = อยู่ในคิว
readiness-training = กำลังฝึก
readiness-done = พร้อมใช้
readiness-failed = ล้มเหลว
readiness-service-word = { $word }
