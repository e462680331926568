# 더빙 시작: 더빙 패널, 목소리 선택, 크레딧 배지, 시작 알림.
# 한국어는 복수형이 없으므로 수 선택자는 쓰지 않습니다([1]은 "1"일 때 숫자 없는 문구).

## Credits and numbers

dub-credits = { $credits }크레딧

## The credits badge (window header)

dub-badge-label = 크레딧: { $credits }, 약 { $minutes }분 분량 더빙 가능
dub-badge-as-of = { $time } 기준 잔액
dub-badge-minutes = ≈ { $minutes }분
dub-badge-unknown-label = 크레딧: 알 수 없음
dub-badge-unknown = — 크레딧

## The dub sheet: header and inputs

dub-sheet-title-voice = { $voice } 목소리로 더빙
dub-sheet-title-new = 새 더빙
dub-sheet-close = 닫기
dub-inputs-title = 더빙할 항목
dub-inputs-hint = 노래나 클립을 창에 놓거나, 파일을 선택하거나, 링크를 붙여 넣으세요.
dub-inputs-label = 파일 및 링크
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = 서비스가 읽은 뒤 가격이 정해집니다
dub-input-refused = 더빙 불가
dub-input-remove = “{ $file }” 제거
dub-link-remove = { $link } 제거
dub-add-files = 파일 추가…
dub-link-placeholder = https://… 노래나 클립 링크
dub-link-label = 더빙할 링크
dub-add-link = 링크 추가
dub-link-invalid = “{ $link }”은(는) 웹 링크가 아닙니다. 오디오나 동영상으로 연결되는, https://(또는 http://)로 시작하는 주소를 붙여 넣으세요.

## Try 30 seconds first (an audition)

dub-audition-label = 먼저 30초 미리 듣기
dub-audition-reading = 파형 읽는 중

## Voice, pitch and vocals

dub-voice-title = 목소리
dub-voice-hint = 더빙에 사용할 목소리를 고르세요.
dub-pitch-title = 피치
dub-pitch-none = 변경 없음
dub-pitch-up = +{ $semitones }반음
dub-pitch-down = −{ $semitones }반음
dub-pitch-mark-up = +{ $octaves }옥타브
dub-pitch-mark-down = −{ $octaves }옥타브
dub-pitch-octave-down = 한 옥타브 내리기 (−12)
dub-pitch-octave-up = 한 옥타브 올리기 (+12)
dub-pitch-slider-label = 피치 조절(반음 단위)
dub-pitch-hint = 12반음이 한 옥타브입니다. +12로 하면 낮은 목소리가 높은 목소리가 됩니다.
dub-vocals-title = 보컬
dub-vocals-separate = 먼저 보컬 분리
dub-vocals-separate-hint = 반주가 있는 노래용: 목소리는 더빙하고 반주는 그대로 둡니다.
dub-vocals-isolated = 이미 보컬만 있는 입력
dub-vocals-isolated-hint = 분리하지 않고 입력 전체를 더빙합니다.

## Cost, balance and start

dub-cost-label = 비용
dub-cost-estimated =
    { $files ->
        [1] 예상 비용
       *[other] 예상 비용(파일 { $files }개)
    }
dub-cost-audition =
    { $files ->
        [1] 미리 듣기 비용
       *[other] 미리 듣기 비용(파일 { $files }개)
    }
dub-cost-after-link = 링크를 읽은 뒤 확정
dub-cost-with-links = { $credits }크레딧 + 링크
dub-cost-instead = 전체 더빙 시 { $credits }
dub-balance-title = 잔액
dub-balance-unknown = 알 수 없음
dub-after-title = 결제 후
dub-not-enough = 크레딧이 부족합니다. { $needed }크레딧이 필요하지만 계정에는 { $balance }크레딧만 있습니다. 먼저 크레딧을 구매하거나 그대로 시작하세요. 더빙은 크레딧이 충전될 때까지 대기하며, 사라지는 것은 없습니다.
dub-approval-hint = 생성 전에 정확한 비용이 표시되며, 승인 한도를 넘는 비용은 먼저 승인을 요청합니다.
dub-cancel = 취소
dub-start-dubs =
    { $count ->
        [1] 더빙 시작
       *[other] 더빙 { $count }건 시작
    }
dub-start-auditions =
    { $count ->
        [1] 미리 듣기 시작
       *[other] 미리 듣기 { $count }건 시작
    }

## The voice picker (dub sheet, "Dub again")

dub-picker-label = 목소리
dub-picker-search-placeholder = 목소리 검색
dub-picker-search-label = 더빙에 사용할 목소리 검색
dub-picker-yours = 내 목소리
dub-picker-searching = 검색 중…
dub-picker-none = 일치하는 목소리가 없습니다. 다른 이름으로 검색해 보세요.
dub-picker-empty = 카탈로그를 검색해 목소리를 고르세요.

## Notices (in the window's corner) once dubs start

dub-started = { $voice } 목소리로 파일 { $count }개를 더빙합니다.
dub-audition-started =
    { $count ->
        [1] { $voice } 목소리로 30초 미리 듣기를 만듭니다.
       *[other] { $voice } 목소리로 파일 { $count }개의 30초 미리 듣기를 만듭니다.
    }
dub-started-dropped = { $voice } 목소리로 파일 { $count }개를 더빙합니다. 약 { $credits }크레딧이 듭니다.
