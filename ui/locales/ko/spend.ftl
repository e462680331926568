# 사용 내역과 예산: ‘사용 내역’ 화면(일·주·월별 크레딧 막대를 더빙과 학습으로 나눠 표시, 목소리별
# 표, 이번 달 사용량과 월 예산, CSV 내보내기)과 설정의 ‘예산’, ‘감시 폴더’(폴더에 들어온
# 파일을 Dubdeck이 스스로 더빙합니다).

## ‘사용 내역’ 화면

spend-route = 사용 내역
spend-by-label = 집계 단위
spend-by-day = 일
spend-by-week = 주
spend-by-month = 월
spend-span =
    { $by ->
        [day] 최근 30일
        [week] 최근 12주
       *[month] 최근 12개월
    }
spend-chart-label =
    { $by ->
        [day] 일별 크레딧
        [week] 주별 크레딧
       *[month] 월별 크레딧
    }
spend-legend-dubs = 더빙: { $credits }
spend-legend-trainings = 학습: { $credits }
spend-total = 총 { $credits }크레딧
# $period: 날짜(“2026. 11. 3.”), 주(spend-week-of), 월(“2026년 11월”).
spend-bar =
    { $total ->
        [0] { $period }: 사용 없음
       *[other] { $period }: { $total }크레딧(더빙 { $dubs }, 학습 { $trainings })
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = { $day }부터 한 주
spend-table-show = 숫자로 보기
spend-col-period =
    { $by ->
        [day] 날짜
        [week] 주
       *[month] 월
    }
spend-col-voice = 목소리
spend-col-dubs = 더빙
spend-col-trainings = 학습
spend-col-total = 합계
spend-row-total = 합계
spend-voices-title = 목소리별
spend-voices-none = 이 기간에는 사용한 크레딧이 없습니다.

## 이번 달 사용량과 월 예산(‘사용 내역’ 화면과 설정)

spend-month-title = 이번 달
# $month: 달 이름(“11월”).
spend-budget-status =
    { $state ->
        [over] { $month }: { $budget }크레딧 중 { $spent }크레딧 사용, { $over }크레딧 초과
        [none] { $month }: { $spent }크레딧 사용
       *[under] { $month }: { $budget }크레딧 중 { $spent }크레딧 사용, { $left }크레딧 남음
    }
spend-budget-reserved = 그 밖에 { $credits }크레딧이 승인되었지만 아직 차감되지 않았습니다.
spend-budget-meter = 월 예산 사용량
spend-budget-none = 월 예산 없음
spend-budget-set = 설정에서 예산 정하기

## 내보내기와 화면 상태

spend-export = CSV 내보내기
spend-exported = 사용 내역을 { $path }에 저장했습니다.
spend-empty = 아직 사용한 크레딧이 없습니다. 더빙과 학습에 든 크레딧이 여기에 표시됩니다.
spend-loading = 사용 내역을 읽는 중
spend-try-again = 다시 시도

## 설정 > 예산

spend-budget-section = 예산
spend-budget-label = 월 예산(크레딧)
spend-budget-hint = 이번 달 사용량이 예산을 넘게 되면, Dubdeck이 스스로 승인할 더빙도 승인을 기다립니다. 직접 승인한 것은 언제나 진행됩니다.
spend-budget-placeholder = 예산 없음
spend-budget-invalid = 크레딧을 0보다 큰 정수로 입력하세요. 월 예산을 두지 않으려면 비워 두세요.
spend-budget-saved = 월 예산을 저장했습니다.
spend-budget-removed = 월 예산을 없앴습니다.

## 설정 > 감시 폴더

spend-watch-section = 감시 폴더
spend-watch-intro = 감시 폴더에 들어온 노래나 클립은 복사가 끝나는 대로 더빙하며, 같은 파일을 두 번 더빙하지 않습니다. Dubdeck이 닫혀 있는 동안 들어온 파일은 Dubdeck을 열 때 더빙합니다.
spend-watch-none = 아직 감시 폴더가 없습니다.
spend-watch-add = 감시 폴더 추가…
spend-watch-row-voice = { $voice } 목소리로 더빙
spend-watch-row-output = 저장 위치: { $folder }
spend-watch-row-limit =
    { $credits ->
        [0] 모든 더빙이 승인을 기다림
       *[other] { $credits }크레딧까지의 더빙은 자동으로 시작
    }
spend-watch-toggle = { $folder } 폴더 감시
spend-watch-edit = 편집
spend-watch-edit-label = { $folder } 폴더의 더빙 설정 변경
spend-watch-remove = 제거
spend-watch-remove-label = { $folder } 폴더 감시 중지
spend-watch-remove-question = { $folder } 폴더 감시를 중지할까요? 폴더 안의 파일은 그대로 남고, 더빙은 작업에 남습니다.
spend-watch-remove-confirm = 감시 중지
spend-watch-on = { $folder } 폴더를 다시 감시합니다.
spend-watch-off = { $folder } 폴더를 더 이상 감시하지 않습니다. 설정은 남겨 둡니다.
spend-watch-removed = { $folder } 폴더 감시를 중지했습니다.
spend-watch-added = { $folder } 폴더를 감시합니다.
spend-watch-changed = { $folder } 폴더의 설정을 저장했습니다.

## 설정 > 감시 폴더: 폴더별 설정

spend-watch-form-title = { $folder } 폴더 감시
spend-watch-voice-missing = 이 폴더의 파일을 더빙할 목소리를 고르세요.
spend-watch-pitch = 피치(반음)
spend-watch-pitch-invalid = 반음 수를 { $min }부터 { $max }까지의 정수로 입력하세요.
spend-watch-output = 출력 폴더
spend-watch-output-choose = 선택…
spend-watch-output-hint = 이 폴더의 더빙을 저장할 곳입니다. 감시 폴더만 아니면 어느 폴더든 됩니다.
spend-watch-output-missing = 이 폴더의 더빙을 저장할 폴더를 입력하세요.
spend-watch-limit = 자동 승인 한도(크레딧)
spend-watch-limit-hint =
    { $credits ->
        [0] 모든 더빙이 승인을 기다립니다.
       *[other] { $credits }크레딧까지의 더빙은 월 예산 안에서 자동으로 시작하고, 그보다 비싼 더빙은 승인을 기다립니다.
    }
spend-watch-save = 이 폴더 감시
spend-watch-save-changes = 변경 사항 저장
