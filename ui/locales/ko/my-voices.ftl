# 내 목소리 화면.

my-voices-retry = 다시 시도
my-voices-loading = 내 목소리 불러오는 중
my-voices-empty-title = 아직 직접 만든 목소리가 없습니다
my-voices-empty-text = 깨끗한 노래나 말소리 몇 분으로 목소리를 학습시킨 뒤, 다른 목소리처럼 더빙에 사용하세요.
my-voices-train = 목소리 학습
my-voices-list-label = 내 목소리
my-voices-created = { $date } 생성
my-voices-dub-label = { $voice } 목소리로 더빙
my-voices-dub-waiting = 학습이 끝나면 사용할 수 있습니다

## A custom voice's readiness (the badge in My voices)

readiness-new = 신규
readiness-queued = 대기열에 추가됨
readiness-training = 학습 중
readiness-done = 준비됨
readiness-failed = 실패
readiness-service-word = { $word }
