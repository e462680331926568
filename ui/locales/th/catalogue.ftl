# ตัวกรองของแคตตาล็อกเสียง: แนวเพลง ภาษา และสไตล์

## Genres

genre-pop = ป๊อป
genre-rap = แร็ป
genre-rock = ร็อก
genre-country = คันทรี
genre-rnb = R&B
genre-alternative = อัลเทอร์เนทีฟ
genre-jazz = แจ๊ส

## Languages

language-english = อังกฤษ
language-spanish = สเปน
language-korean = เกาหลี
language-japanese = ญี่ปุ่น
language-french = ฝรั่งเศส
language-russian = รัสเซีย
language-thai = ไทย

## Styles

style-singing = ร้องเพลง
style-rapping = ร้องแร็ป
style-speaking = พูด
style-character = ตัวละคร
style-other = อื่น ๆ
