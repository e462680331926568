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
jobs-training-done = 목소리 학습이 끝나 더빙에 사용할 수 있습니다.
