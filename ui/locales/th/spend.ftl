# การใช้เครดิตและงบประมาณ: หน้า “การใช้เครดิต” (แท่งเครดิตรายวัน รายสัปดาห์ หรือรายเดือน แยกเป็นงานพากย์และ
# การฝึกเสียง ตารางตามเสียง เดือนนี้เทียบกับงบประมาณรายเดือน และการส่งออก CSV) กับใน “การตั้งค่า”:
# งบประมาณรายเดือนและโฟลเดอร์ที่เฝ้าดู (Dubdeck พากย์ไฟล์ที่เข้ามาในโฟลเดอร์เอง)

## หน้า “การใช้เครดิต”

spend-route = การใช้เครดิต
spend-by-label = แสดงเครดิตราย
spend-by-day = วัน
spend-by-week = สัปดาห์
spend-by-month = เดือน
spend-span =
    { $by ->
        [day] 30 วันล่าสุด
        [week] 12 สัปดาห์ล่าสุด
       *[month] 12 เดือนล่าสุด
    }
spend-chart-label =
    { $by ->
        [day] เครดิตรายวัน
        [week] เครดิตรายสัปดาห์
       *[month] เครดิตรายเดือน
    }
spend-legend-dubs = งานพากย์: { $credits }
spend-legend-trainings = การฝึกเสียง: { $credits }
spend-total = รวม { $credits } เครดิต
# $period: วัน (“3 พ.ย. 2569”), สัปดาห์ (spend-week-of) หรือเดือน (“พฤศจิกายน 2569”)
spend-bar =
    { $total ->
        [0] { $period }: ไม่มีการใช้เครดิต
       *[other] { $period }: { $total } เครดิต (งานพากย์ { $dubs } การฝึกเสียง { $trainings })
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = สัปดาห์ที่เริ่ม { $day }
spend-table-show = แสดงเป็นตัวเลข
spend-col-period =
    { $by ->
        [day] วัน
        [week] สัปดาห์
       *[month] เดือน
    }
spend-col-voice = เสียง
spend-col-dubs = งานพากย์
spend-col-trainings = การฝึกเสียง
spend-col-total = รวม
spend-row-total = รวม
spend-voices-title = ตามเสียง
spend-voices-none = ไม่มีการใช้เครดิตในช่วงนี้

## เดือนนี้เทียบกับงบประมาณรายเดือน (หน้า “การใช้เครดิต” และ “การตั้งค่า”)

spend-month-title = เดือนนี้
# $month: ชื่อเดือน (“พฤศจิกายน”)
spend-budget-status =
    { $state ->
        [over] { $month }: ใช้ไป { $spent } จาก { $budget } เครดิต เกินงบ { $over } เครดิต
        [none] { $month }: ใช้ไป { $spent } เครดิต
       *[under] { $month }: ใช้ไป { $spent } จาก { $budget } เครดิต เหลือ { $left } เครดิต
    }
spend-budget-reserved = มีอีก { $credits } เครดิตที่อนุมัติแล้วแต่ยังไม่ถูกหัก
spend-budget-meter = งบประมาณรายเดือนที่ใช้ไป
spend-budget-none = ไม่มีงบประมาณรายเดือน
spend-budget-set = ตั้งงบประมาณใน “การตั้งค่า”

## การส่งออกและสถานะของหน้า

spend-export = ส่งออก CSV
spend-exported = บันทึกประวัติการใช้เครดิตไว้ที่ { $path } แล้ว
spend-empty = ยังไม่มีการใช้เครดิต ค่าใช้จ่ายของงานพากย์และการฝึกเสียงจะแสดงที่นี่
spend-loading = กำลังอ่านประวัติการใช้เครดิต
spend-try-again = ลองใหม่

## การตั้งค่า > งบประมาณ

spend-budget-section = งบประมาณ
spend-budget-label = งบประมาณรายเดือน (เครดิต)
spend-budget-hint = เมื่อการใช้เครดิตของเดือนนี้จะเกินงบ งานพากย์ที่ Dubdeck จะอนุมัติเองจะรอให้คุณอนุมัติ ส่วนงานที่คุณอนุมัติเองจะดำเนินการเสมอ
spend-budget-placeholder = ไม่มีงบ
spend-budget-invalid = ใส่จำนวนเครดิตเป็นจำนวนเต็มที่มากกว่า 0 หรือเว้นว่างไว้หากไม่ต้องการงบประมาณรายเดือน
spend-budget-saved = บันทึกงบประมาณรายเดือนแล้ว
spend-budget-removed = ยกเลิกงบประมาณรายเดือนแล้ว
