# 오류와 셸의 보고. 파일 이름은 “…”, 버튼·화면 이름은 ‘…’로 감쌉니다.
# $named가 yes이면 이름을, no이면 "이 파일"을 씁니다. "voice service"는 "음성 서비스"로 옮깁니다.

## Pieces every error shares

error-detail = {" "}({ $detail })

## Errors of commands, by code

error-no-api-key = 설정된 API 키가 없습니다. ‘설정’에서 키를 붙여 넣거나 데모를 체험해 보세요.
error-key-not-confirmed-new-host = 새 서비스 주소
error-key-not-confirmed-other-host = 다른 서비스 주소
error-key-not-confirmed = Dubdeck은 API 키를 { $now }(으)로 보내지 않았습니다. 이 키는 { $checkedWith }에서 확인되었습니다. 창 위쪽의 ‘내 키를 { $now }(으)로 보내기’를 선택하거나, 다른 키를 사용하거나, ‘설정’에서 주소를 되돌리세요.
error-declined = 시스템 대화 상자에서 ‘취소’를 선택했으므로 아무것도 바꾸거나 보내지 않았습니다. 계속하려고 했다면 다시 시도하세요.
error-unauthorized = API 키가 거부되었습니다. ‘설정’에서 새 키를 붙여 넣으세요.
error-rate-limited-after = 음성 서비스가 요청 속도를 줄여 달라고 했습니다. Dubdeck이 { $seconds }초 후에 다시 시도하며, 잃는 것은 없습니다.
error-rate-limited-until = 음성 서비스가 { $time }까지 요청 속도를 줄여 달라고 했습니다. 그때 Dubdeck이 다시 시도하며, 잃는 것은 없습니다.
error-rate-limited = 음성 서비스가 요청 속도를 줄여 달라고 했습니다. Dubdeck이 잠시 후 다시 시도하며, 잃는 것은 없습니다.
error-not-enough-credits = 크레딧이 부족합니다{ $detail }. VoiceDub 계정에 크레딧을 추가한 뒤 다시 시도하세요.
error-voice-not-found = 선택한 목소리를 음성 서비스에서 더 이상 사용할 수 없습니다(삭제되었거나 비공개로 바뀌었을 수 있습니다). 다른 목소리를 고르세요.
error-not-found = 음성 서비스에 이 더빙이나 목소리가 더 이상 없습니다(만료되었거나 삭제되었을 수 있습니다). 다시 시작하세요.
error-invalid-arguments = 음성 서비스가 요청 값을 거부했습니다{ $detail }. 지적된 부분을 바꾼 뒤 다시 시도하세요.
error-service-refused = 음성 서비스가 요청을 거부했습니다: { $message }. 지적된 부분을 바꾼 뒤 다시 시도하세요.
error-input-changed =
    Dubdeck이 보내는 동안 { $named ->
        [yes] “{ $file }” 파일이
       *[no] 파일이
    } 바뀌었습니다. 파일이 완전히 저장될 때까지 기다린 뒤 다시 시도하세요.
error-service-failed = 음성 서비스에 문제가 생겼습니다. 몇 분 후 다시 시도하세요.
error-service-failed-status = 음성 서비스에 문제가 생겼습니다(오류 { $status }). 몇 분 후 다시 시도하세요.
error-service-redirected = 음성 서비스가 Dubdeck을 다른 주소로 보냈지만, Dubdeck은 설정되지 않은 곳으로는 API 키를 보내지 않습니다. ‘설정’에서 서비스 주소를 확인하고, 주소가 맞다면 나중에 다시 시도하세요.
error-service-redirected-to = 음성 서비스가 Dubdeck을 다른 주소({ $value })로 보냈지만, Dubdeck은 설정되지 않은 곳으로는 API 키를 보내지 않습니다. ‘설정’에서 서비스 주소를 확인하고, 주소가 맞다면 나중에 다시 시도하세요.
error-service-unreachable = 음성 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하세요. 이미 본 목소리는 계속 둘러볼 수 있습니다.
error-invalid-request = 음성 서비스가 거부할 요청이어서 Dubdeck이 보내지 않았습니다{ $detail }. 지적된 부분을 바꾼 뒤 다시 시도하세요.
error-service-answer-unreadable = 음성 서비스가 Dubdeck이 읽을 수 없는 응답을 보냈습니다. ‘설정’에서 서비스 주소를 확인한 뒤 몇 분 후 다시 시도하세요.
error-service-answer-unreadable-status = 음성 서비스가 Dubdeck이 읽을 수 없는 응답을 보냈습니다(HTTP { $status }). ‘설정’에서 서비스 주소를 확인한 뒤 몇 분 후 다시 시도하세요.
error-unknown-outcome = 음성 서비스가 응답하기 전에 연결이 끊어져, 요청이 처리되었는지 Dubdeck이 알 수 없습니다. 다시 시도하기 전에 ‘작업’과 크레딧을 확인하세요.
error-transfer-failed = 업로드나 다운로드가 중단되었습니다{ $detail }. 인터넷 연결을 확인한 뒤 다시 시도하세요.
error-read-only = API 키가 DUBDECK_API_KEY 환경 변수에서 오므로 여기서 바꿀 수 없습니다. Dubdeck에서 키를 관리하려면 이 변수를 해제하세요.
error-empty-key = API 키가 비어 있어 아무것도 저장하지 않았습니다. 먼저 API 키를 붙여 넣으세요.
error-bad-encoding = 저장된 키를 읽을 수 없습니다(올바른 텍스트가 아닙니다). 저장된 키를 삭제한 뒤 다시 붙여 넣으세요.
error-ambiguous = 키체인에 Dubdeck 키가 둘 이상 있어 어느 것이 맞는지 Dubdeck이 알 수 없습니다. 저장된 키를 삭제한 뒤 다시 붙여 넣으세요.
error-input-refused = 전송하기 전에 거부되었습니다{ $detail }. 지적된 부분을 바꾼 뒤 다시 시도하세요.
error-engine-running-elsewhere = 다른 Dubdeck(앱 또는 명령줄)이 이 라이브러리의 작업을 실행하고 있습니다. 작업은 그곳에서 계속됩니다.
error-no-such-job = 이 작업은 더 이상 라이브러리에 없습니다. 다른 창에서 제거되었을 수 있습니다.
error-wrong-state = 이 작업에는 더 이상 그 동작을 할 수 없습니다{ $detail }. 목록에서 현재 상태를 확인하세요.
error-engine-stopped = Dubdeck의 작업 실행기가 멈춰 지금은 작업을 진행할 수 없습니다. Dubdeck을 다시 시작하세요. 작업은 멈춘 곳에서 이어집니다.
error-engine-failed = Dubdeck의 작업 실행기에 오류가 발생했습니다{ $detail }. Dubdeck을 다시 시작하세요. 작업은 멈춘 곳에서 이어집니다.
error-invalid-value = 이 값은 사용할 수 없습니다{ $detail }. 값을 바꾼 뒤 다시 저장하세요.
error-library-busy = 다른 Dubdeck 창이나 스크립트가 라이브러리를 사용하고 있습니다. 잠시 기다린 뒤 다시 시도하세요.
error-library-failed = Dubdeck이 이 컴퓨터의 라이브러리를 읽거나 쓰지 못했습니다{ $detail }. 디스크 여유 공간을 확인한 뒤 Dubdeck을 다시 시작하세요.
error-no-data-dir = Dubdeck이 라이브러리를 보관할 홈 폴더를 찾지 못했습니다. DUBDECK_DATA_DIR을 Dubdeck이 쓸 수 있는 폴더로 설정한 뒤 Dubdeck을 다시 시작하세요.
error-invalid-base-url = “{ $value }”은(는) 서비스 주소가 아닙니다. https://로 시작하는 전체 주소를 입력하거나(http://는 이 컴퓨터의 서비스에만 사용), 공개 서비스를 쓰려면 기본값으로 재설정하세요.
error-insecure-base-url-https =
    { $named ->
        [yes] { $value } 주소는
       *[no] 이 서비스 주소는
    } 다른 컴퓨터로 가는 암호화되지 않은 http 주소입니다. API 키와 파일이 암호화되지 않은 채 네트워크를 지나게 됩니다. https:// 주소({ $https })를 사용하세요. 암호화되지 않은 http는 로컬 시뮬레이터처럼 이 컴퓨터에서 실행되는 서비스에만 쓸 수 있습니다.
error-insecure-base-url =
    { $named ->
        [yes] { $value } 주소는
       *[no] 이 서비스 주소는
    } 다른 컴퓨터로 가는 암호화되지 않은 http 주소입니다. API 키와 파일이 암호화되지 않은 채 네트워크를 지나게 됩니다. https:// 주소를 사용하세요. 암호화되지 않은 http는 로컬 시뮬레이터처럼 이 컴퓨터에서 실행되는 서비스에만 쓸 수 있습니다.
error-catalogue-cursor-repeated = 음성 서비스가 같은 목소리 페이지를 두 번 연속 보내서 Dubdeck이 거기서 읽기를 멈췄습니다. 표시된 목소리에는 문제가 없습니다. 더 보려면 나중에 다시 시도하세요.
error-catalogue-too-many-pages = 목록의 페이지가 Dubdeck이 한 번에 읽을 수 있는 것보다 많습니다. 검색이나 필터로 범위를 좁히세요.
error-catalogue-failed = 이 컴퓨터에 저장된 목소리를 읽지 못했습니다{ $detail }. 다시 시도하고, 계속 같은 문제가 생기면 Dubdeck을 다시 시작하세요.
error-avatar-failed = 목소리 사진을 불러오지 못했습니다{ $detail }. 목소리는 그대로 사용할 수 있으며, 사진은 다음에 표시됩니다.
error-not-offered =
    Dubdeck은 창에 놓거나, ‘파일 더빙’이나 ‘파일 추가’로 고르거나, Dubdeck으로 연 파일만 사용할 수 있는데 { $named ->
        [yes] “{ $file }” 파일은
       *[no] 이 파일은
    } 그 어느 경우도 아닙니다. 다시 놓거나 선택하세요.
error-no-result = 이 작업에는 아직 결과 파일이 없습니다. 완료될 때까지 기다리세요.
error-result-missing = 결과 파일이 Dubdeck이 저장한 위치에 더 이상 없습니다. 옮겨졌거나 삭제되었을 수 있습니다. 새 사본을 받으려면 다시 더빙하세요.
error-result-missing-at = 결과 파일이 Dubdeck이 저장한 위치({ $path })에 더 이상 없습니다. 옮겨졌거나 삭제되었을 수 있습니다. 새 사본을 받으려면 다시 더빙하세요.
error-not-audio =
    Dubdeck은 오디오와 동영상 파일만 여는데 { $named ->
        [yes] “{ $file }” 파일은
       *[no] 이 결과는
    } 둘 다 아닙니다. 대신 폴더에서 보고, 열기 전에 확인하세요.
error-open-failed =
    시스템이 { $named ->
        [yes] “{ $path }” 파일을
       *[no] 파일을
    } 열지 못했습니다{ $detail }. 대신 파일 관리자에서 여세요.
error-demo-failed = 데모를 시작하지 못했습니다: { $reason }. 다시 시도하거나 Dubdeck을 다시 시작하세요.
error-demo-failed-unknown = 데모를 시작하지 못했습니다: 알 수 없는 이유. 다시 시도하거나 Dubdeck을 다시 시작하세요.
error-demo-service-missing = 데모를 시작하지 못했습니다: 데모 서비스({ $program })가 이 Dubdeck과 함께 설치되어 있지 않습니다. Dubdeck을 다시 설치한 뒤 데모를 다시 시도하세요.
error-media-tool-missing = 이 기능에는 이 컴퓨터에 ffmpeg이 필요합니다. { $reason } ffmpeg(시스템 패키지 또는 ffmpeg.org)을 설치한 뒤 Dubdeck을 다시 시작하세요.
error-media-failed =
    ffmpeg이 { $named ->
        [yes] “{ $file }” 파일을
       *[no] 이 파일을
    } 읽지 못했습니다{ $detail }. 미디어 플레이어에서 재생되는지 확인하거나 파일을 다시 내보내세요.
error-no-input-device = 마이크를 찾을 수 없습니다. 마이크를 연결하고(또는 시스템의 개인정보 보호 설정에서 Dubdeck의 마이크 사용을 허용하고) ‘새로 고침’을 누르세요.
error-input-device-gone = 선택한 마이크가 더 이상 연결되어 있지 않습니다. 다시 연결하거나 다른 마이크를 고른 뒤 다시 녹음하세요.
error-input-device-failed = 마이크를 열지 못했습니다{ $detail }. 마이크를 사용 중일 수 있는 다른 앱을 닫거나 다른 마이크를 고른 뒤 다시 녹음하세요.
device-problem =
    { $problem ->
        [timeout] 제시간에 응답하지 않았습니다
       *[stopped] 녹음기가 녹음을 시작하기 전에 멈췄습니다
    }
error-microphone-denied = 시스템이 Dubdeck의 마이크 사용을 허용하지 않습니다. 시스템의 개인정보 보호 설정에서 허용한 뒤(macOS: 시스템 설정 > 개인정보 보호 및 보안 > 마이크, Windows: 설정 > 개인 정보 및 보안 > 마이크) 다시 녹음하세요.
error-recording-in-progress = 이미 테이크를 녹음하고 있습니다. 먼저 녹음을 중지하세요.
error-not-recording = 녹음 중인 테이크가 없습니다. ‘테이크 녹음’을 눌러 녹음을 시작하세요.
error-take-failed = 테이크를 읽거나 쓰지 못했습니다{ $detail }. 디스크에 여유 공간이 있는지, Dubdeck의 라이브러리 폴더가 그대로 있는지 확인한 뒤 다시 시도하세요.
error-take-silent = 이 테이크는 처음부터 끝까지 무음이라 보관할 것이 없습니다. 올바른 마이크를 골랐는지, 음소거되어 있지 않은지 확인한 뒤 다시 녹음하세요.
error-internal = Dubdeck 내부에서 문제가 발생했습니다{ $detail }. 다시 시도하고, 계속 같은 문제가 생기면 Dubdeck을 다시 시작하세요.
error-unknown = 문제가 발생했습니다({ $message }). 다시 시도하고, 계속 같은 문제가 생기면 Dubdeck을 다시 시작하세요.
error-service-refused-no-reason = 음성 서비스가 요청을 거부했습니다. 입력한 내용을 확인한 뒤 다시 시도하세요.
error-wrong-state-action =
    { $action ->
        [approve] 이 작업은 더 이상 승인할 수 없습니다
        [discard] 이 작업은 더 이상 폐기할 수 없습니다
        [retry] 이 작업은 지금 다시 시도할 수 없습니다
        [remove] 진행 중인 작업은 제거할 수 없습니다. 먼저 폐기하세요
        [dub_again] 다시 더빙할 수 있는 것은 더빙 작업뿐입니다
        [relocate] 이 작업의 파일은 지금 다른 폴더로 옮길 수 없습니다
       *[other] 이 작업에는 더 이상 그 동작을 할 수 없습니다
    }. 목록에서 현재 상태를 확인하세요.
error-result-not-deleted = 작업은 목록에서 제거했지만 결과 파일은 삭제하지 못했습니다{ $detail }. 필요 없으면 파일 관리자에서 삭제하세요.
error-library-too-new = Dubdeck 라이브러리를 마지막으로 사용한 것이 더 새로운 버전의 Dubdeck이라서, 이 버전은 라이브러리를 건드리지 않았습니다. 열려면 Dubdeck을 업데이트하세요.
error-library-mismatch = Dubdeck 라이브러리가 다른 빌드의 Dubdeck으로 기록되어, 이 버전은 라이브러리를 건드리지 않았습니다. 그 빌드로 열거나, 라이브러리 파일을 다른 곳으로 옮겨 새 라이브러리를 시작하세요.
error-demo-folder-taken = 데모를 시작하지 못했습니다: { $path }이(가) 이미 있고 데모 라이브러리가 아니어서 Dubdeck이 그대로 두었습니다. 다른 곳으로 옮긴 뒤 데모를 다시 시도하세요.

error-mix-failed =
    믹스를 만들지 못했습니다: { $step ->
        [no_pitch_shifter] 이 ffmpeg으로는 노래의 키를 바꿀 수 없습니다(rubberband 필터가 없음){ $detail }. 키를 0으로 하거나 rubberband가 포함된 ffmpeg을 설치한 뒤 믹스를 다시 내보내세요
        [stem_missing] 더빙한 보컬이나 반주가 더 이상 Dubdeck 라이브러리에 없습니다{ $detail }. 보컬을 반주와 함께 다시 더빙하세요
        [out_of_range] 레벨, 키 또는 라우드니스가 범위를 벗어났습니다{ $detail }. 범위 안으로 되돌린 뒤 믹스를 다시 내보내세요
        [name] 출력 폴더에 쓸 수 있는 이름이 없었습니다{ $detail }. 출력 폴더를 정리하거나 설정에서 다른 폴더를 고른 뒤 믹스를 다시 내보내세요
        [work_folder] Dubdeck의 작업 폴더를 사용할 수 없었습니다{ $detail }. 디스크 여유 공간을 확인한 뒤 믹스를 다시 내보내세요
        [place] 파일을 출력 폴더로 옮기지 못했습니다{ $detail }. 폴더가 아직 있고 쓸 수 있는지 확인하거나 설정에서 다른 폴더를 고른 뒤 믹스를 다시 내보내세요
       *[render] ffmpeg이 파일을 만들지 못했습니다{ $detail }. 설정에서 다른 형식을 고르거나 믹스를 다시 내보내세요
    }. 아무것도 전송되지 않았고 크레딧도 쓰이지 않았으며, 더빙은 그대로 남아 있습니다.
error-mix-failed-no-tool = 믹스를 만들지 못했습니다. 믹스는 이 컴퓨터에서 ffmpeg으로 만듭니다. { $reason } ffmpeg을 설치하고 Dubdeck을 다시 시작한 뒤 믹스를 다시 내보내세요. 크레딧은 쓰이지 않았고, 더빙은 그대로 남아 있습니다.
error-export-failed = { $value }에 쓸 수 없습니다{ $detail }. 폴더가 아직 있는지, 쓸 수 있는지, 디스크 공간이 있는지 확인한 다음 다시 내보내세요.
error-watch-failed =
    { $problem ->
        [not_a_folder] { $value }은(는) 폴더가 아닙니다. 폴더를 선택한 다음 다시 시도하세요.
        [output_is_watched] 더빙 결과가 감시 폴더 { $value } 안에 그대로 저장됩니다. 이 감시 폴더의 더빙을 저장할 다른 폴더를 선택하세요.
        [watcher] 시스템이 { $value } 폴더를 감시할 수 없습니다{ $detail }. 이 컴퓨터에 있고 열 수 있는 폴더인지 확인한 다음 감시를 다시 켜세요.
       *[unreadable] 폴더 { $value }을(를) 읽을 수 없습니다{ $detail }. 폴더가 아직 있고 열 수 있는지 확인한 다음 다시 시도하세요.
    }

## The keychain

keychain-no-session-bus = 데스크톱 세션 버스(D-Bus)가 실행되고 있지 않아 키체인에 접근할 수 없습니다. 데스크톱 세션에 로그인한 뒤 다시 시도하세요.
keychain-no-service = 키체인 서비스(Secret Service)가 실행되고 있지 않습니다. gnome-keyring이나 KeePassXC를 설치해 실행한 뒤 다시 시도하세요.
keychain-locked = 키체인이 잠겨 있습니다. 잠금을 해제(데스크톱 세션에 로그인)한 뒤 다시 시도하세요.
keychain-platform = 시스템 키체인이 키 저장을 거부했습니다{ $detail }. 시스템의 자격 증명 저장소를 확인한 뒤 다시 시도하세요.
keychain-unknown = 키체인을 사용할 수 없습니다{ $detail }. 시스템의 자격 증명 저장소를 확인한 뒤 다시 시도하세요.
keychain-remove-stored-key = 저장된 키를 삭제한 뒤 다시 붙여 넣으세요.

## A file, a link or a setting refused before anything was sent

refusal-not-found =
    { $named ->
        [yes] “{ $name }” 파일이
       *[no] 이 파일이
    } 더 이상 없습니다. 옮겨졌거나 삭제되었을 수 있으니 다시 선택하세요.
refusal-is-directory =
    { $named ->
        [yes] “{ $name }”은(는)
       *[no] 이 항목은
    } 폴더입니다. Dubdeck은 파일을 하나씩 더빙합니다. 폴더를 열어 안에 있는 노래나 클립을 놓으세요.
refusal-empty =
    { $named ->
        [yes] “{ $name }” 파일이
       *[no] 이 파일이
    } 비어 있습니다(0바이트). 아직 다운로드 중이라면 끝날 때까지 기다린 뒤 다시 놓으세요.
refusal-unreadable =
    { $named ->
        [yes] “{ $name }” 파일을
       *[no] 이 파일을
    } 읽을 수 없습니다{ $detail }. 파일을 열 권한이 있는지 확인하거나, 열 수 있는 위치에 복사하세요.
refusal-not-media =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } Dubdeck이 읽을 수 있는 오디오나 동영상 파일이 아닙니다. MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV, WebM 파일을 고르세요.
refusal-no-audio-track =
    { $named ->
        [yes] “{ $name }” 파일에는
       *[no] 이 파일에는
    } 소리가 없습니다(오디오 트랙 없음). 오디오가 있는 파일을 고르세요.
refusal-damaged =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } { $container } 파일로 보이지만 손상되었거나 불완전합니다{ $why }. 다시 내보내거나 다운로드한 뒤 다시 시도하세요.
refusal-damaged-unknown =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 미디어 파일로 보이지만 손상되었거나 불완전합니다{ $why }. 다시 내보내거나 다운로드한 뒤 다시 시도하세요.
damage-cause =
    { $cause ->
        [reader_crashed] 미디어 리더가 내용을 읽다가 멈췄습니다
        [bad_timing] 오디오에 사용할 수 있는 시간 정보가 없습니다
        [unreadable_audio] 오디오를 읽을 수 없습니다
        [no_audio_data] 오디오 데이터가 없습니다
        [nothing_decoded] 오디오를 전혀 디코딩할 수 없었습니다
        [no_decoder] 이 컴퓨터에서는 오디오를 디코딩할 수 없습니다
       *[other] 내용을 읽을 수 없습니다
    }
refusal-not-regular-file =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 일반 파일이 아니라 장치, 파이프 또는 소켓이므로 읽지 않습니다. 오디오 또는 동영상 파일을 선택하세요.
refusal-too-long =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 길이가 { $duration }인데, 더빙은 최대 { $limit }까지 가능합니다. 잘라 내거나 더 짧게 나누세요.
refusal-too-long-unknown =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 너무 깁니다. 더빙은 최대 { $limit }까지 가능합니다. 잘라 내거나 더 짧게 나누세요.
refusal-bad-link =
    { $named ->
        [yes] “{ $name }”은(는)
       *[no] 이것은
    } Dubdeck이 더빙할 수 있는 웹 링크가 아닙니다. 오디오나 동영상으로 연결되는, https://(또는 http://)로 시작하는 주소를 붙여 넣으세요.
refusal-pitch-out-of-range-value =
    { $count ->
       *[other] 피치 변경 { $value }반음은 범위를 벗어납니다. { $min }반음에서 { $max }반음 사이여야 합니다. 슬라이더를 이 범위 안으로 옮기세요.
    }
refusal-pitch-out-of-range = 피치는 { $min }반음에서 { $max }반음 사이여야 합니다. 슬라이더를 이 범위 안으로 옮기세요.
refusal-output-dir =
    { $named ->
        [yes] 출력 폴더 “{ $name }”에
       *[no] 출력 폴더에
    } 쓸 수 없습니다{ $detail }. ‘설정’에서 다른 폴더를 고르세요.
refusal-bad-name = 목소리 이름은 1~{ $max }자여야 합니다(앞뒤 공백 제외). 이름을 바꾼 뒤 다시 시도하세요.
refusal-bad-minutes-value = 최대 시간은 { $value }분이 아니라 { $min }~{ $max }분이어야 합니다. 값을 바꾼 뒤 다시 시도하세요.
refusal-bad-minutes = 최대 시간은 { $min }~{ $max }분이어야 합니다. 값을 바꾼 뒤 다시 시도하세요.
refusal-bad-file-count-value = 목소리 학습에는 녹음 1~{ $max }개가 필요한데, 지금은 { $value }개입니다. 녹음을 추가하거나 제거한 뒤 다시 시도하세요.
refusal-bad-file-count = 목소리 학습에는 녹음 1~{ $max }개가 필요합니다. 녹음을 추가하거나 제거한 뒤 다시 시도하세요.
refusal-training-too-long = 녹음의 오디오가 최대 시간보다 깁니다. 이대로면 서비스가 비용을 청구한 뒤 학습에 실패합니다. 최대 시간을 늘리거나 녹음을 하나 제거하세요.
refusal-audition-of-link = 링크는 미리 들을 수 없습니다. 음성 서비스가 링크를 통째로 가져오기 때문입니다. 링크 전체를 더빙하거나, 파일을 다운로드해 창에 놓으면 먼저 30초를 미리 들어 볼 수 있습니다.
refusal-audition-too-short =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 미리 듣기(30초)보다 길지 않아, 전체 파일을 더빙해도 같은 최소 비용이 듭니다. 대신 전체 파일을 더빙하세요.
refusal-audition-out-of-range =
    미리 듣기가 { $named ->
        [yes] “{ $name }” 파일의
       *[no] 이 파일의
    } 끝보다 뒤에서 시작됩니다. 파형에서 더 앞쪽을 시작 지점으로 고르세요.
refusal-needs-media-tool = 미리 듣기 구간은 이 컴퓨터에서 ffmpeg으로 잘라 냅니다. { $reason } ffmpeg을 설치한 뒤 Dubdeck을 다시 시작하거나, 전체 파일을 더빙하세요.
refusal-not-single-file =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } { $kind ->
        [playlist] 동영상이 아니라 재생 목록이며, 다른 파일을 가리키기만 합니다(Dubdeck은 그 파일들을 열지 않습니다). 가리키는 동영상 자체를 여세요.
        [concat_list] 동영상이 아니라 다른 파일들의 목록입니다(Dubdeck은 목록에 있는 파일을 열지 않습니다). 오디오나 동영상 파일 자체를 여세요.
        [image_sequence] 동영상이 아니라 이미지입니다. 오디오나 동영상 파일을 고르세요.
       *[other] Dubdeck이 오디오나 동영상으로 읽을 수 있는 형식이 아닙니다. MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV, WebM 파일을 고르세요.
    }
refusal-unknown =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 더빙할 수 없습니다{ $detail }. 다른 파일을 고르세요.
refusal-not-pairable =
    { $named ->
        [yes] “{ $name }”은(는)
       *[no] 이 항목은
    } 반주와 짝지을 수 없습니다. 보컬 오디오 파일을 전체 더빙할 때만 짝지을 수 있습니다(링크, 동영상, 미리 듣기는 불가). ‘짝 풀기’를 눌러 따로 더빙하거나, 대신 보컬 파일을 짝지으세요.
refusal-key-out-of-range-value =
    { $count ->
       *[other] 키 { $value }반음은 범위를 벗어납니다. 노래 전체는 { $min }반음에서 { $max }반음 사이로만 옮길 수 있습니다. 키를 이 범위 안으로 되돌리세요.
    }
refusal-key-out-of-range = 키는 { $min }반음에서 { $max }반음 사이여야 합니다. 이 범위 안으로 되돌리세요.
refusal-no-pitch-shifter = 키 { $value }에는 ffmpeg의 피치 시프터(rubberband)가 필요하지만 이 컴퓨터의 ffmpeg에는 없어서 아무것도 보내지 않았습니다. 키를 0으로 두거나 rubberband가 있는 ffmpeg을 설치하세요.
refusal-gain-out-of-range-value = 레벨 { $value } dB는 범위를 벗어납니다. 믹스의 각 파트는 { $min } dB에서 { $max } dB 사이여야 합니다. 페이더를 이 범위 안으로 되돌리세요.
refusal-gain-out-of-range = 믹스의 각 파트는 { $min } dB에서 { $max } dB 사이여야 합니다. 페이더를 이 범위 안으로 되돌리세요.
refusal-loudness-out-of-range-value = 라우드니스 { $value } LUFS는 범위를 벗어납니다. { $min } LUFS에서 { $max } LUFS 사이여야 합니다. 이 범위 안의 값을 입력하거나 라우드니스 맞춤을 끄세요.
refusal-loudness-out-of-range = 라우드니스는 { $min } LUFS에서 { $max } LUFS 사이여야 합니다. 이 범위 안의 값을 입력하거나 라우드니스 맞춤을 끄세요.
refusal-too-many-voices-value = 한 번에 비교할 수 있는 목소리는 { $limit }개까지인데, { $count }개를 골랐습니다. { $limit }개 이하가 될 때까지 목소리를 빼고 다시 시작하세요.
refusal-too-many-voices = 한 번에 비교할 수 있는 목소리는 { $limit }개까지입니다. { $limit }개 이하가 될 때까지 목소리를 빼고 다시 시작하세요.
refusal-comparison-without-audition = 목소리는 같은 30초로 비교하므로, 비교하려면 ‘먼저 30초 미리 듣기’를 켜야 합니다. 켜거나 목소리를 하나만 남기세요.
refusal-name-template-value = 이름 템플릿 “{ $template }”에 Dubdeck이 모르는 자리 표시자나 짝이 맞지 않는 중괄호가 있습니다. {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"}, {"{"}date{"}"}만 쓰거나, 비워 두어 평소 이름을 쓰세요.
refusal-name-template = 이름 템플릿에 Dubdeck이 모르는 자리 표시자나 짝이 맞지 않는 중괄호가 있습니다. {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"}, {"{"}date{"}"}만 쓰거나, 비워 두어 평소 이름을 쓰세요.

## A recording refused for training

refusal-training-is-directory =
    { $named ->
        [yes] “{ $name }”은(는)
       *[no] 이 항목은
    } 폴더입니다. 대신 폴더 안에 있는 녹음을 추가하세요.
refusal-training-not-media =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } Dubdeck이 읽을 수 있는 오디오나 동영상 파일이 아닙니다. MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV, WebM 녹음을 사용하세요.
refusal-training-empty =
    { $named ->
        [yes] “{ $name }” 파일이
       *[no] 이 파일이
    } 비어 있습니다(0바이트). 아직 다운로드 중이라면 끝날 때까지 기다린 뒤 다시 추가하세요.
refusal-training-unknown =
    { $named ->
        [yes] “{ $name }” 파일은
       *[no] 이 파일은
    } 학습에 사용할 수 없습니다. 제거하거나 다른 녹음을 고르세요.

## A training refused when it was started

training-error-bad-name = 목소리 이름은 1~{ $max }자여야 합니다. ‘설정’ 단계로 돌아가 바꾸세요.
training-error-bad-minutes = 최대 시간은 { $min }~{ $max }분이어야 합니다. ‘설정’ 단계로 돌아가 바꾸세요.
training-error-bad-file-count = 목소리 학습에는 녹음 1~{ $max }개가 필요합니다. ‘파일’ 단계로 돌아가 조정하세요.
training-error-too-long = 녹음의 오디오가 최대 시간보다 깁니다. 이대로면 서비스가 비용을 청구한 뒤 학습에 실패합니다. ‘설정’ 단계로 돌아가 최대 시간을 늘리거나 녹음을 하나 제거하세요.
training-error-refused = 전송하기 전에 학습이 거부되었습니다{ $detail }. 지적된 부분을 바꾼 뒤 다시 확인하세요.

## ffmpeg

ffmpeg-help = 시스템 패키지(또는 ffmpeg.org)로 ffmpeg을 설치한 뒤 Dubdeck을 다시 시작하세요. ffmpeg이 없으면 동영상은 통째로 전송되어 오디오로만 돌아오고, 미리 듣기는 꺼집니다.
ffmpeg-missing = { $reason } 시스템 패키지(또는 ffmpeg.org)로 ffmpeg을 설치한 뒤 Dubdeck을 다시 시작하세요. ffmpeg이 없으면 동영상은 통째로 전송되어 오디오로만 돌아오고, 미리 듣기는 꺼집니다.

## Why ffmpeg cannot be used

tool-not-found = ffmpeg이 설치되어 있지 않습니다(Dubdeck이 DUBDECK_FFMPEG, Dubdeck과 같은 폴더, PATH에서 찾아보았습니다).
tool-not-there = DUBDECK_FFMPEG이 가리키는 { $path }에 ffmpeg이 없습니다.
tool-no-probe = { $path }에 있는 ffmpeg과 같은 폴더에 ffprobe가 없습니다.
tool-too-old = ffmpeg { $version } 버전은 너무 오래되었습니다. Dubdeck에는 ffmpeg { $needs } 이상 버전이 필요합니다.
tool-broken = { $path }에 있는 ffmpeg이 작동하지 않습니다{ $detail }.
tool-no-version = { $path }에 있는 ffmpeg이 버전을 알려 주지 않았습니다.
media-problem =
    { $problem ->
        [no_audio] 오디오 트랙이 없습니다
        [no_video] 더빙을 넣을 영상이 없습니다
        [no_container] ffprobe가 오디오나 비디오 컨테이너를 찾지 못했습니다
        [timed_out] ffmpeg 처리가 너무 오래 걸려 중단했습니다
        [probe_too_large] ffprobe의 설명이 Dubdeck이 읽는 크기를 넘었습니다
        [output_too_large] ffmpeg이 만든 결과가 가능한 크기를 넘었습니다
       *[not_single_file] 하나의 오디오 또는 비디오 파일이 아닙니다
    }
tool-unknown = ffmpeg을 사용할 수 없습니다.

## 파일이나 폴더에 대해 시스템이 알린 문제

io-problem =
    { $problem ->
        [not_found] 찾을 수 없음
        [permission_denied] 권한이 거부됨
        [already_exists] 같은 이름의 항목이 이미 있음
        [storage_full] 디스크가 가득 참
        [read_only] 디스크나 폴더가 읽기 전용임
        [in_use] 다른 프로그램이 사용 중임
        [too_large] 이 디스크에 비해 파일이 너무 큼
        [wrong_kind] 폴더가 있어야 할 곳에 파일이 있거나 그 반대임
       *[other] 시스템 오류
    }

## 업데이트(설정 > 업데이트)

error-update-unreachable = 업데이트 주소에서 최신 릴리스를 받아오지 못했습니다{ $detail }. 인터넷 연결과 ‘설정 › 업데이트’의 업데이트 주소를 확인한 뒤 다시 시도하세요.
error-update-not-offered =
    { $named ->
        [yes] 제공된 릴리스에 이 설치 방식({ $value })용 패키지가 없어 아무것도 설치하지 않았습니다.
       *[no] 제공된 릴리스에 Dubdeck이 설치할 수 있는 패키지가 없어 아무것도 설치하지 않았습니다.
    } 나중에 업데이트를 다시 확인하거나 Dubdeck 릴리스 페이지에서 설치 프로그램을 다운로드하세요.
error-update-signature-invalid = 다운로드한 업데이트에 Dubdeck의 서명이 없어 설치하지 않았습니다. 전송 중에 손상되었거나 변조되었을 수 있습니다. 이 컴퓨터에서 바뀐 것은 없습니다. 나중에 다시 시도하거나 Dubdeck 릴리스 페이지에서 설치 프로그램을 다운로드하세요.
error-update-install-failed = 업데이트를 설치하지 못했습니다{ $detail }. Dubdeck은 이전 상태 그대로입니다. 다시 시도하고, 또 실패하면 Dubdeck 릴리스 페이지에서 설치 프로그램을 다운로드해 직접 실행하세요.
error-update-unsupported = 이 Dubdeck은 자동 업데이트를 지원하는 패키지로 설치되지 않아(폴더나 AppImage로 실행 중) 스스로 업데이트할 수 없습니다. Dubdeck 릴리스 페이지에서 설치 프로그램을 다운로드해 새 버전을 설치하세요.
error-update-insecure =
    { $named ->
        [yes] { $value } 주소는 암호화되지 않은 http 주소이고,
       *[no] 업데이트 주소가 암호화되지 않은 http 주소이고,
    } 이 Dubdeck 빌드는 https://로만 업데이트를 받으므로 그 주소를 확인하지 않았습니다. ‘설정 › 업데이트’에서 https:// 업데이트 주소를 지정하거나 기본 주소를 사용하세요.
