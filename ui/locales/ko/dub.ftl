# 더빙 시작: 더빙 패널, 목소리 선택, 크레딧 배지, 시작 알림.
# 한국어는 복수형이 없으므로 수 선택자는 쓰지 않습니다([1]은 "1"일 때 숫자 없는 문구).

## Credits and numbers

dub-credits = { $credits }크레딧

## The credits badge (window header)

dub-badge-label = 크레딧: { $credits }, 약 { $minutes }분 분량 더빙 가능
dub-badge-as-of = { $time } 기준 잔액
dub-badge-minutes = ≈ { $minutes }분
dub-badge-checking-label = 크레딧: 잔액 확인 중
dub-badge-checking = 크레딧 확인 중…
dub-badge-failed =
    { $why ->
        [offline] 크레딧: 오프라인
        [refused] 크레딧: 키 거부됨
        [signed_out] 크레딧: 키 없음
        [unconfirmed] 크레딧: 키 확인 필요
       *[other] 크레딧: 확인 불가
    }
dub-badge-failed-label =
    { $why ->
        [offline] 크레딧 알 수 없음: Dubdeck이 서비스에 연결할 수 없습니다. 연결되면 잔액을 다시 확인합니다.
        [refused] 크레딧 알 수 없음: 서비스가 API 키를 거부했습니다. 설정에서 새 키를 붙여 넣으세요.
        [signed_out] 크레딧 알 수 없음: API 키가 설정되지 않았습니다. 설정에서 키를 붙여 넣으세요.
        [unconfirmed] 크레딧 알 수 없음: API 키가 서비스의 새 주소 확인을 기다리고 있습니다.
       *[other] 크레딧 알 수 없음: 서비스가 잔액을 알려 주지 못했습니다. 다음 변경 때 다시 확인합니다.
    }

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
dub-pitch-tick-up = +{ $octaves }옥타브
dub-pitch-tick-down = −{ $octaves }옥타브
dub-pitch-value-octaves-up = +{ $semitones }반음({ $octaves }옥타브 위)
dub-pitch-value-octaves-down = −{ $semitones }반음({ $octaves }옥타브 아래)
dub-pitch-value-none = 0반음(변경 없음)
dub-pitch-octave-down = −12: 한 옥타브 내리기
dub-pitch-octave-up = +12: 한 옥타브 올리기
dub-pitch-slider-label = 피치 조절(반음 단위)
dub-pitch-hint = 12반음이 한 옥타브입니다. +12로 하면 낮은 목소리가 높은 목소리가 됩니다.
dub-pitch-suggest = 피치 제안
dub-pitch-suggest-step = 제안 단위
dub-pitch-suggest-octaves = 옥타브 단위
dub-pitch-suggest-semitones = 반음 단위
dub-pitch-suggest-busy = 보컬 측정 중
dub-pitch-suggest-reason = 이 보컬은 약 { $song } Hz, { $voice } 목소리는 약 { $target } Hz입니다. 제안: { $shift }
dub-pitch-suggest-unknown = { $voice } 목소리의 음역을 알 수 없어 피치를 제안하지 않습니다. ‘목소리’에서 이 목소리를 열고 음역을 한 번 설정하세요. 피치는 그대로입니다.
dub-pitch-suggest-no-pitch = “{ $file }”에는 피치를 잴 만큼 또렷한 목소리가 없어 제안하지 않습니다. 피치는 그대로입니다.
dub-pitch-suggest-unreadable = 보컬을 측정하지 못해 피치를 제안하지 않습니다. { $reason }
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
dub-buy-credits = 크레딧 구매
dub-buy-credits-title = 크레딧을 구매하는 페이지를 브라우저에서 엽니다
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
dub-blocked-credits = 크레딧을 기다리는 더빙이 { $count }건 있습니다: { $files }. 계정의 크레딧이 부족해 더빙할 수 없습니다. 크레딧을 구매한 뒤 작업에서 ‘다시 시도’를 누르세요.
dub-blocked-approval = 비용 승인을 기다리는 더빙이 { $count }건 있습니다: { $files }. 작업에서 승인하세요.
dub-blocked-budget = 승인을 기다리는 더빙이 { $count }건 있습니다: { $files }. 자동으로 승인하면 { $month } 사용액이 예산을 넘기 때문입니다.

## Auditions and videos

audition-span = { $start }–{ $end }
audition-title = { $title } 미리 듣기 { $span }
audition-group = { $title } 미리 듣기
audition-range = { $start }부터 { $end }까지
row-settings-pitch =
    { $count ->
       *[other] { $signed }반음
    }
row-settings-vocals-kept = 보컬 분리 안 함
video-sent-excerpt = { $whole } 동영상 대신 소리 { $sent }({ $duration })만 보냄
video-sent = { $whole } 동영상 대신 소리 { $sent }만 보냄
audition-sent = 전체 { $whole } 파일 대신 { $sent }({ $duration })만 보냄
video-making = 동영상 만드는 중…
video-making-badge = 동영상 만드는 중
video-making-hint = 더빙 오디오는 저장되었습니다. Dubdeck이 이 오디오를 동영상 사본에 소리로 입히고 있습니다.
video-error-reason = 더빙은 완료되었지만 동영상 사본을 만들지 못했습니다: { $reason }. 오디오를 그대로 열거나, 출력 폴더에 공간을 확보한 뒤 다시 더빙해 동영상을 받으세요.
video-error = 더빙은 완료되었지만 동영상 사본을 만들지 못했습니다. 오디오를 그대로 열거나, 출력 폴더에 공간을 확보한 뒤 다시 더빙해 동영상을 받으세요.
video-error-step =
    더빙은 완료되었지만 동영상 사본을 만들지 못했습니다: { $step ->
        [no_video] 원본 파일에 더 이상 동영상이 없습니다
        [read_input] ffmpeg가 원본 동영상을 읽지 못했습니다
        [name] 출력 폴더에 쓸 수 있는 이름이 없었습니다
        [work_folder] Dubdeck의 작업 폴더를 사용할 수 없었습니다
        [mux] ffmpeg가 더빙을 동영상에 넣지 못했습니다
        [place] 출력 폴더로 옮기지 못했습니다
       *[other] 문제가 생겼습니다
    }{ $detail }. 오디오를 그대로 열거나, 다시 더빙해 동영상을 받으세요.
video-error-no-tool = 더빙은 완료되었지만 동영상 사본을 만들지 못했습니다. { $reason } ffmpeg를 설치한 뒤 다시 더빙하면 동영상을 받을 수 있습니다.
audition-dub-whole-voice = “{ $title }” 전체를 { $voice } 목소리로 더빙합니다. 피치와 분리 설정은 미리 듣기와 같습니다. 목록 맨 위에 있습니다.
audition-dub-whole = “{ $title }” 전체를 더빙합니다. 피치와 분리 설정은 미리 듣기와 같습니다. 목록 맨 위에 있습니다.
audition-again = 같은 구간({ $span }), 피치, 분리 설정으로 다른 목소리를 최소 비용에 미리 들어 봅니다. 이전 미리 듣기는 그대로 남습니다.
audition-link = 링크는 미리 들을 수 없습니다. 음성 서비스가 링크를 통째로 가져오기 때문입니다. 파일부터 미리 들으려면 링크를 제거하세요. 또는 파일을 다운로드해 창에 놓으면 30초를 미리 들을 수 있습니다.
audition-too-short-others = “{ $file }” 파일은 { $duration }밖에 되지 않아 미리 듣기보다 길지 않습니다. 전체를 더빙해도 똑같이 { $credits }크레딧이 듭니다. 다른 파일을 먼저 미리 들으려면 이 파일을 제거하거나, 모두 전체 더빙하세요.
audition-too-short = “{ $file }” 파일은 { $duration }밖에 되지 않아 미리 듣기보다 길지 않습니다. 전체를 더빙해도 똑같이 { $credits }크레딧이 듭니다. 대신 전체 파일을 더빙하세요.
audition-no-tool = 미리 듣기 구간은 이 컴퓨터에서 ffmpeg으로 잘라 냅니다. { $reason } 먼저 30초를 미리 들으려면 ffmpeg(시스템 패키지 또는 ffmpeg.org)을 설치하고 Dubdeck을 다시 시작하세요. 그동안에도 전체 파일은 더빙할 수 있습니다.
audition-tool-unknown = 이 컴퓨터에서 미리 듣기 구간을 잘라 내는 ffmpeg을 Dubdeck이 확인하지 못했습니다. 다시 확인하려면 Dubdeck을 다시 시작하세요. 그동안에도 전체 파일은 더빙할 수 있습니다.
audition-tool-checking = 미리 듣기 구간을 잘라 낼 ffmpeg을 확인하는 중…
audition-hint-minimum =
    { $files ->
        [1] 이 파일은 1분 미만이라 전체를 더빙해도 똑같이 { $whole }크레딧이 듭니다. 미리 듣기는 시간을 아껴 줄 뿐, 크레딧은 아껴 주지 않습니다.
       *[other] 이 파일들은 각각 1분 미만이라 미리 듣기 비용이 전체 더빙 비용({ $whole }크레딧)과 같습니다. 미리 듣기는 시간을 아껴 줄 뿐, 크레딧은 아껴 주지 않습니다.
    }
audition-hint =
    { $files ->
        [1] { $whole }크레딧 대신 { $each }크레딧으로 30초만 더빙합니다. 마음에 들면 해당 행의 ‘전체 파일 더빙’으로 같은 목소리와 설정으로 나머지를 더빙하세요.
       *[other] 파일마다 소리가 가장 큰 30초를 더빙합니다. 전체 { $whole }크레딧 대신 파일당 { $each }크레딧입니다. 마음에 드는 것이 있으면 해당 행의 ‘전체 파일 더빙’으로 나머지를 더빙하세요.
    }
video-input-missing = 동영상: ffmpeg이 없어 통째로 전송되며, 더빙은 오디오로 돌아옵니다.
video-input-audio-only =
    { $media ->
        [ready] 동영상: 소리만 전송되며, 더빙은 오디오로만 돌아옵니다(‘설정’에서 ‘더빙된 동영상’이 꺼져 있음).
       *[unknown] 동영상: 소리가 더빙되며, 더빙은 오디오로만 돌아옵니다(‘설정’에서 ‘더빙된 동영상’이 꺼져 있음).
    }
video-input-audition =
    { $media ->
        [ready] 동영상: 소리만 전송됩니다. 미리 듣기는 오디오로, 전체 더빙은 동영상으로도 돌아옵니다.
       *[unknown] 동영상: 소리가 더빙됩니다. 미리 듣기는 오디오로, 전체 더빙은 동영상으로도 돌아옵니다.
    }
video-input =
    { $media ->
        [ready] 동영상: 소리만 전송되며, 더빙은 동영상으로도 돌아옵니다.
       *[unknown] 동영상: 소리가 더빙되며, 더빙은 동영상으로도 돌아옵니다.
    }
