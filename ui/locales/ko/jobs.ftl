# 작업 화면: 모든 더빙과 목소리 학습의 라이브러리.

## The toolbar

jobs-filters-label = 표시
jobs-filter-all = 전체
jobs-filter-active = 진행 중
# 비용 승인이나 크레딧을 기다리는 작업.
jobs-filter-waiting = 대기 중
jobs-filter-done = 완료
jobs-filter-failed = 실패
jobs-search-placeholder = 작업 검색
jobs-search-label = 작업 검색
jobs-group-label = 작업 묶기
jobs-group-none = 묶지 않음
jobs-group-voice = 목소리별
jobs-group-input = 입력별

## The list and its empty states

jobs-list-label = 작업
jobs-loading = 작업 불러오는 중
jobs-load-failed-title = 작업 목록을 읽지 못했습니다
jobs-try-again = 다시 시도
jobs-empty-title = 아직 작업이 없습니다
jobs-empty-text = 노래나 클립을 목소리 위에 놓으면 더빙됩니다. 모든 더빙과 학습이 진행 상황, 비용, 결과와 함께 여기에 표시되며, 앱을 닫아도 계속 진행됩니다.
jobs-empty-pick = 더빙할 파일 선택
jobs-empty-browse = 목소리 둘러보기
jobs-none-match-title = 일치하는 작업이 없습니다
jobs-none-match-text = 다른 필터나 검색어를 사용해 보세요.
jobs-show-all = 모든 작업 보기
jobs-show-more = 더 보기({ $count }건 남음)

## The "Dub again" dialog

jobs-again-title = “{ $title }” 다시 더빙
jobs-again-text = 입력, 피치, 분리 설정은 그대로 두고 다른 목소리로 더빙합니다. 이전 더빙은 그대로 남습니다.
jobs-again-voices = 다른 목소리
jobs-cancel = 취소
jobs-again-confirm = { $voice } 목소리로 더빙
jobs-again-choose = 목소리 선택

## The "Remove" dialog

jobs-remove-title = 라이브러리에서 “{ $title }”을(를) 제거할까요?
jobs-remove-text = 작업 목록에서 이 작업이 사라집니다. 되돌릴 수 없습니다.
jobs-remove-delete-file = 결과 파일도 삭제
jobs-remove-confirm = 제거
jobs-remove-confirm-delete = 제거하고 파일 삭제

## A job's row

jobs-state-created = 대기열에 추가됨
jobs-state-creating = 시작 중
jobs-state-uploading = 업로드 중
jobs-state-preprocessing = 전처리 중
jobs-state-awaiting-approval = 승인 대기 중
jobs-state-generating = 생성 중
jobs-state-downloading = 다운로드 중
jobs-state-done = 완료
jobs-state-failed = 실패
jobs-state-waiting-credits = 크레딧 대기 중
jobs-state-canceled = 폐기됨
jobs-state-training = 학습 중

jobs-progress-transfer = { $state } · { $total } 중 { $percent }%
jobs-progress-transfer-speed = { $state } · { $total } 중 { $percent }% · { $speed }/s
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = { $state } 진행률
jobs-progress-finishing =
    { $transfer ->
        [upload] 업로드 마무리 중…
       *[download] 다운로드 마무리 중…
    }

jobs-step-upload = 업로드
jobs-step-preprocess = 전처리
jobs-step-confirm = 비용 확인
jobs-step-generate = 생성
jobs-step-train = 학습
jobs-step-download = 다운로드
jobs-steps-label = 단계

jobs-meta-training = 목소리 학습
jobs-meta-link = 링크
jobs-meta-credits = { $credits }크레딧

jobs-row-label = { $title }
jobs-remove-label = 라이브러리에서 “{ $title }” 제거

jobs-approve-cost = { $credits }크레딧으로 생성
jobs-approve-line = { $cost } — 서비스가 입력 길이를 측정했습니다. 승인하기 전에는 크레딧이 차감되지 않습니다.
jobs-discard = 폐기
jobs-approve = 승인
jobs-retry = 다시 시도
jobs-credits-needed = { $credits }크레딧이 필요한데 계정 잔액이 부족합니다. 크레딧을 구매한 뒤 ‘다시 시도’를 누르세요.
jobs-credits-waits = 작업은 대기 상태로 남으며, 사라지는 것은 없습니다.
jobs-failed-retry = 작업에 실패했습니다. ‘다시 시도’를 누르세요.
jobs-failed = 작업에 실패했습니다.
jobs-dub-whole = 전체 파일 더빙
jobs-dub-again = 다른 목소리로 다시 더빙

jobs-play = 재생
jobs-play-label = “{ $title }” 재생
jobs-open-video = 동영상 열기
jobs-show-video = 폴더에서 동영상 보기
jobs-open = 열기
jobs-show = 폴더에서 보기
jobs-open-audio = 오디오 열기
jobs-show-audio = 폴더에서 오디오 보기
jobs-open-mix = 믹스 열기
jobs-show-mix = 폴더에서 믹스 보기
jobs-training-done = 목소리 학습이 끝나 더빙에 사용할 수 있습니다.

## Why a job failed

failure-input-rejected = 전송하기 전에 입력이 거부되었습니다. 다른 파일을 고르세요.
failure-input-rejected-detail = 전송하기 전에 입력이 거부되었습니다: { $detail }. 다른 파일을 고르세요.
failure-input-changed =
    { $named ->
        [yes] “{ $file }” 파일이
       *[no] 입력이
    } 선택한 뒤에 바뀌었습니다. 지금 상태로 더빙하려면 ‘다시 시도’를 누르세요.
failure-input-missing =
    { $named ->
        [yes] “{ $file }” 파일이
       *[no] 입력이
    } 더 이상 없습니다{ $detail }. 제자리에 되돌린 뒤 ‘다시 시도’를 누르세요.
failure-unauthorized = API 키가 거부되었습니다. ‘설정’에서 새 키를 붙여 넣은 뒤 ‘다시 시도’를 누르세요.
failure-not-enough-credits-balance = { $needed }크레딧이 필요하지만 계정에는 { $balance }크레딧만 있습니다. 크레딧을 구매한 뒤 ‘다시 시도’를 누르세요.
failure-not-enough-credits = { $needed }크레딧이 필요한데 계정 잔액이 부족합니다. 크레딧을 구매한 뒤 ‘다시 시도’를 누르세요.
failure-voice-not-found =
    { $named ->
        [yes] { $voice } 목소리는
       *[no] 이 목소리는
    } 더 이상 사용할 수 없습니다. 다른 목소리로 다시 더빙하세요.
failure-remote-not-found = 서비스에 이 작업이 더 이상 없습니다(만료되었을 수 있습니다). 처음부터 다시 시작하려면 ‘다시 시도’를 누르세요.
failure-remote-failed-reason = 서비스가 이 작업을 처리하지 못했습니다: { $reason }. ‘다시 시도’를 누르거나 다른 파일을 사용해 보세요.
failure-remote-failed-known =
    { $kind ->
        [training] 서비스가 이 학습을 처리하지 못했습니다({ $known }). ‘다시 시도’를 누르거나 다른 파일이나 형식을 사용해 보세요.
       *[file] 서비스가 이 파일을 처리하지 못했습니다({ $known }). ‘다시 시도’를 누르거나 다른 파일이나 형식을 사용해 보세요.
    }
failure-remote-failed =
    { $kind ->
        [training] 서비스가 이 학습을 처리하지 못했습니다. ‘다시 시도’를 누르거나 다른 파일이나 형식을 사용해 보세요.
       *[file] 서비스가 이 파일을 처리하지 못했습니다. ‘다시 시도’를 누르거나 다른 파일이나 형식을 사용해 보세요.
    }
failure-invalid-request = 서비스가 요청을 거부했습니다{ $detail }. 설정을 바꿔 다시 더빙하세요.
failure-invalid-field = 요청의 ‘{ $field }’ 값이 올바르지 않아 Dubdeck이 보내지 않았습니다. 설정을 바꿔 다시 더빙하세요.
failure-upload-failed = 업로드에 실패했습니다{ $detail }. 인터넷 연결을 확인한 뒤 ‘다시 시도’를 누르세요.
failure-upload-addresses = 음성 서비스가 모든 파일에 업로드 주소를 주지 않았습니다({ $files }개 중 { $addresses }개). 몇 분 후 ‘다시 시도’를 누르세요.
failure-http-status = HTTP { $status }
failure-upload-expired = 업로드가 끝나기 전에 업로드 주소가 만료되었습니다. 다시 업로드하려면 ‘다시 시도’를 누르세요.
failure-download-failed = 결과를 다운로드하지 못했습니다{ $detail }. ‘다시 시도’를 누르세요. 다시 결제되지 않습니다.
failure-download-short = 결과 다운로드가 중간에 끝났습니다({ $expected }바이트 중 { $received }바이트). ‘다시 시도’를 누르세요. 다시 결제되지 않습니다.
failure-media-failed =
    Dubdeck이 { $named ->
        [yes] “{ $file }” 파일을
       *[no] 파일을
    } 전송용으로 준비하지 못했습니다{ $detail }. 파일이 재생되는지(그리고 ffmpeg이 설치되어 있는지) 확인한 뒤 ‘다시 시도’를 누르세요.
failure-output-failed-path = 결과를 { $path }에 저장하지 못했습니다{ $detail }. 공간을 확보하거나 다른 출력 폴더를 고른 뒤 ‘다시 시도’를 누르세요.
failure-output-failed = 결과를 저장하지 못했습니다{ $detail }. 공간을 확보하거나 다른 출력 폴더를 고른 뒤 ‘다시 시도’를 누르세요.
failure-network = 음성 서비스에 연결할 수 없습니다. 인터넷 연결을 확인한 뒤 ‘다시 시도’를 누르세요.
failure-server-error-status = 음성 서비스에 문제가 생겼습니다(오류 { $status }). 몇 분 후 ‘다시 시도’를 누르세요.
failure-server-error = 음성 서비스에 문제가 생겼습니다. 몇 분 후 ‘다시 시도’를 누르세요.
failure-redirected = 음성 서비스가 요청을 { $location }(으)로 넘기려 했지만 Dubdeck은 따라가지 않습니다. 설정에서 서비스 주소를 확인한 뒤 ‘다시 시도’를 누르세요.
failure-interrupted = 결과를 알 수 없는 시점에 연결이 끊어졌습니다. ‘다시 시도’를 누르세요. Dubdeck이 먼저 확인하므로 두 번 결제되지 않습니다.
failure-internal = Dubdeck 내부에서 문제가 발생했습니다{ $detail }. ‘다시 시도’를 누르고, 계속 같은 문제가 생기면 Dubdeck을 다시 시작하세요.
failure-unknown = 문제가 발생했습니다({ $code }). ‘다시 시도’를 누르고, 계속 같은 문제가 생기면 Dubdeck을 다시 시작하세요.

## Why a try failed, in a few words

failure-cause-input-rejected = 입력이 거부됨
failure-cause-input-missing = 입력 파일이 없거나 바뀜
failure-cause-unauthorized = API 키가 거부됨
failure-cause-not-enough-credits = 크레딧 부족
failure-cause-voice-not-found = 목소리를 사용할 수 없음
failure-cause-remote-not-found = 서비스에 이 작업이 없음
failure-cause-remote-failed = 서비스가 처리하지 못함
failure-cause-invalid-request = 서비스가 요청을 거부함
failure-cause-upload-failed = 업로드 실패
failure-cause-upload-expired = 업로드 주소 만료
failure-cause-download-failed = 다운로드 실패
failure-cause-media-failed = 파일을 전송용으로 준비하지 못함
failure-cause-output-failed = 결과를 저장하지 못함
failure-cause-network = 음성 서비스에 연결할 수 없음
failure-cause-server-error = 음성 서비스 문제
failure-cause-interrupted = 연결 끊김
failure-cause-internal = Dubdeck 내부 문제
failure-cause-unknown = 시도 실패

## A job's passing condition, on its row

notice-rate-limited = 서비스 대기 중({ $seconds }초)
notice-retrying = { $cause }. { $seconds }초 후 다시 시도합니다({ $of }회 중 { $attempt }회째)
