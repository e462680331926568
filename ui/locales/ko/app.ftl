# 앱 시작, 키 화면, 모든 화면의 틀(사이드바, 상단 막대, 배너, 알림).

## Start-up

app-loading-label = Dubdeck 불러오는 중
app-failed-title = Dubdeck을 시작하지 못했습니다
app-remove-stored-key = 저장된 키 삭제
app-try-again = 다시 시도

app-key-lost = API 키가 거부되었습니다. 새 키를 붙여 넣으세요.
app-key-missing = 설정된 API 키가 없습니다. 계속하려면 API 키를 붙여 넣으세요.

## The key screen (first run, signed out)

welcome-title = Dubdeck에 어서 오세요
welcome-lead = 어떤 노래나 클립이든 다른 목소리로 들어 보세요. 시작하려면 VoiceDub 계정을 연결하세요.
welcome-key-label = API 키
welcome-key-hint = API 키는 voicedub.ai의 VoiceDub 계정 설정에서 확인할 수 있습니다.
welcome-save-key = 키 저장
welcome-key-safe = 키는 파일이 아닌 시스템 키체인에만 보관됩니다.
welcome-or = 또는
welcome-try-demo = 데모 체험
welcome-demo-hint = 데모는 내장 시뮬레이터에서 데모 크레딧으로 실행됩니다. 요금이 청구되지 않습니다.
welcome-key-refused = API 키가 거부되어 입력란을 비웠습니다. 키 전체를 다시 붙여 넣거나 새 키를 붙여 넣으세요.
welcome-key-empty = 먼저 API 키를 붙여 넣으세요.

## No usable keychain (the system's store of passwords)

keychain-screen-title = 키체인을 사용할 수 없습니다
keychain-screen-hint = Dubdeck은 API 키를 시스템 키체인에만 보관하므로, 키체인이 작동해야 키를 저장할 수 있습니다.
keychain-screen-try-again = 다시 시도
keychain-screen-try-demo = 데모 체험

## The frame: sidebar and top bar

frame-nav-label = 주 메뉴
frame-route-voices = 목소리
frame-route-my-voices = 내 목소리
frame-route-jobs = 작업
frame-route-train = 목소리 학습
frame-route-settings = 설정
frame-nav-jobs-active = 작업, { $count }건 진행 중
frame-nav-jobs-waiting = 작업, { $waiting }건 확인 필요
frame-nav-jobs-both = 작업, { $active }건 진행 중, { $waiting }건 확인 필요
frame-version = Dubdeck { $version }
frame-dub-files = 파일 더빙
frame-dub-files-title = 파일 더빙 (Ctrl+O)
frame-demo-mark = 데모
frame-demo-label = 데모 모드
frame-demo-title = 데모 모드: 내장 시뮬레이터, 실제 크레딧은 쓰이지 않음
frame-leave-demo = 데모 종료
frame-crashed-title = 이 화면에 문제가 발생했습니다
frame-crashed-reload = 화면 다시 불러오기

## Files dragged over the window

frame-drop-training-busy = 지금 목소리를 학습하는 중입니다. 준비가 끝나면 다음 녹음을 놓으세요
frame-drop-training = 놓으면 학습 파일에 녹음이 추가됩니다
frame-drop-on-voice = 놓으면 { $voice } 목소리로 더빙합니다
frame-drop-last-voice = 놓으면 더빙합니다 — 목소리는 다음 단계에서 고릅니다(최근 사용: { $voice }). 목소리 카드 위에 놓아도 됩니다
frame-drop = 놓으면 더빙합니다 — 목소리는 다음 단계에서 고릅니다. 목소리 카드 위에 놓아도 됩니다

## Notices (bottom right)

frame-notice-view-jobs = 작업에서 보기
frame-notice-dismiss = 닫기
frame-notices-label = 알림
frame-notice-all = 모두 보기
frame-notice-fewer = 간단히 보기
frame-key-host-confirmed = 이제부터 Dubdeck이 API 키를 { $host }(으)로 보냅니다.

## The banner of a key waiting for the user

frame-host-change-title = API 키 전송이 보류되었습니다
frame-host-change-what = API 키는 { $checkedWith }에서 확인되었습니다. 서비스 주소가 바뀌어 이제 { $now } 호스트를 가리키므로, Dubdeck은 그곳으로 키를 보내지 않습니다. 작업은 라이브러리에 그대로 있으며, 키를 보낼 수 있게 되면 이어서 진행됩니다.
# 셸 대화 상자의 제목(key-host-title)과 같은 문장.
frame-host-change-asking = Dubdeck이 연 대화 상자에서 답하세요: “API 키를 { $host }(으)로 보낼까요?”
frame-host-change-declined = { $host }(으)로는 아무것도 보내지 않았습니다. 주소가 맞다고 확신할 때 키를 보내거나, 다른 키를 사용하거나, 주소를 원래대로 되돌리세요.
frame-host-change-send = 내 키를 { $host }(으)로 보내기
frame-host-change-other-key = 다른 키 사용
frame-host-change-from-environment = 이 주소는 DUBDECK_BASE_URL에서 옵니다. 되돌리려면 이 변수를 바꾸거나 해제한 뒤 Dubdeck을 다시 시작하세요.
frame-host-change-change-back = 주소 되돌리기
