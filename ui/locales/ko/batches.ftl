# 예산 안의 일괄 더빙: 여러 파일이나 폴더 안의 파일을 한 번의 승인으로 더빙하는 계획(더빙 시트), 작업 화면의 남은
# 시간, 월 예산 때문에 승인을 기다리는 작업, 예산과 감시 폴더 알림.

## 더빙 시트의 계획

batch-add-folder = 폴더 추가…
batch-plan-label = 계획
batch-plan-summary = 파일 { $files }개 · 총 { $length } · 약 { $credits }크레딧
batch-plan-month = 이번 달: 예산 { $budget }크레딧 중 { $spent }크레딧 사용
batch-plan-over = 이 계획대로 하면 { $month } 사용액이 { $total }크레딧이 되어 예산 { $budget }크레딧을 넘습니다. 예산을 넘는 더빙은 승인을 기다립니다.
batch-not-media = 오디오나 동영상이 아닌 파일 { $count }개는 제외했습니다.
batch-start = 파일 { $count }개를 약 { $credits }크레딧에 더빙
batch-approval-hint =
    { $budget ->
        [set] 시작하면 비용이 { $credits }크레딧 이하인 더빙은 각각 승인됩니다. 서비스가 그보다 높은 비용을 매기거나 월 예산을 넘는 더빙은 승인을 기다립니다.
       *[none] 시작하면 비용이 { $credits }크레딧 이하인 더빙은 각각 승인됩니다. 서비스가 그보다 높은 비용을 매기는 더빙은 승인을 기다립니다.
    }

## 진행 중인 작업의 남은 시간

eta-under-minute = 1분 미만 남음
eta-minutes = 약 { $minutes }분 남음
eta-hours = 약 { $hours }시간 { $minutes }분 남음

## 일괄 작업(작업 화면의 첫 행)

batch-progress = 일괄 작업: { $total }건 중 { $done }건 완료
batch-failed = { $count }건 실패: { $files }
batch-done-by = { $time }쯤 모두 완료 예정
batch-name = “{ $name }”
batch-names-more = { $names } 외 { $more }개

## 월 예산 때문에 승인을 기다리는 작업

jobs-hold-budget = 승인 대기: 이 더빙을 하면 { $month } 사용액이 { $total }크레딧이 되어 예산 { $budget }크레딧을 넘습니다.

## 알림

budget-reached =
    { $percent ->
        [100] { $month } 예산을 모두 썼습니다: { $budget }크레딧 중 { $spent }크레딧. Dubdeck이 스스로 승인할 더빙도 이제 승인을 기다립니다.
       *[other] { $month } 예산의 { $percent }%를 썼습니다: { $budget }크레딧 중 { $spent }크레딧.
    }
watch-started = 감시 폴더: “{ $file }” 더빙 중
watch-started-files = 감시 폴더: { $files } 더빙 중
watch-already-taken = 감시 폴더: “{ $file }” 파일은 이미 더빙한 “{ $first }” 파일과 같아서 다시 더빙하지 않습니다.
watch-refused = 감시 폴더: “{ $file }” 파일을 더빙하지 못했습니다. { $reason }
watch-folder-missing = 감시 폴더를 찾을 수 없습니다: { $folder }. Dubdeck은 폴더가 돌아오기를 계속 기다렸다가, 돌아오면 새 파일을 더빙합니다.
watch-folder-back = 감시 폴더가 돌아왔습니다: { $folder }. 새 파일 더빙을 다시 시작합니다.
batch-folder-empty =
    { $count ->
        [0] 폴더에 오디오나 비디오 파일이 없습니다. 더빙할 것이 없습니다.
       *[other] 폴더에 오디오나 비디오 파일은 없고 다른 파일 { $count }개만 있습니다. 더빙할 것이 없습니다.
    }
