# 설정 화면.

## Account

settings-account = 계정
settings-demo-account = 데모 계정
settings-demo-account-hint = Dubdeck이 내장 시뮬레이터에서 데모 크레딧으로 실행 중입니다. 내 키가 있다면 그대로 유지됩니다.
settings-key-label = API 키
settings-key-set =
    { $origin ->
        [environment] DUBDECK_API_KEY 환경 변수의 API 키가 설정되어 있습니다.
        [custom] 사용자 지정 키 저장소의 API 키가 설정되어 있습니다.
       *[keychain] 시스템 키체인에 보관된 API 키가 설정되어 있습니다.
    }
settings-key-none = 설정된 API 키가 없습니다.
settings-key-waiting = 이 키는 { $checkedWith }에서 확인되었으므로, 창 위쪽에서 확인하거나 여기서 키를 교체하기 전까지 Dubdeck은 { $now }(으)로 키를 보내지 않습니다.
settings-key-replace = 키 교체
settings-key-remove = 키 삭제
settings-key-from-environment = 이 키는 DUBDECK_API_KEY 환경 변수에서 오므로 여기서 바꿀 수 없습니다. 변수를 바꾸거나 해제한 뒤 Dubdeck을 다시 시작하세요.
settings-new-key-label = 새 API 키
settings-new-key-hint = Dubdeck은 { $host }에서 새 키를 확인하고, 그 뒤로는 키를 그곳으로 보냅니다.
settings-key-save = 키 저장
settings-cancel = 취소
settings-key-remove-question = 이 컴퓨터에서 API 키를 삭제할까요? 계정을 사용하려면 키를 다시 붙여 넣어야 합니다.
settings-key-remove-confirm = 예, 키 삭제
settings-key-empty = 먼저 새 API 키를 붙여 넣으세요.
settings-key-saved = 새 API 키를 저장했습니다.
settings-key-refused = API 키가 거부되어 입력란을 비웠습니다. 기존 키를 계속 사용합니다. 키 전체를 다시 붙여 넣으세요.

## Dubbing

settings-dubbing = 더빙
settings-output-folder = 출력 폴더
settings-output-default-hint = 기본 폴더입니다. 다른 폴더를 고르기 전까지 더빙 결과가 여기에 저장됩니다.
settings-output-use-default = 기본 폴더 사용
settings-output-choose = 폴더 선택…
settings-output-saved = 출력 폴더를 저장했습니다.
settings-output-reset = 출력 폴더를 기본값으로 되돌렸습니다.
settings-auto-approve = 자동 승인 한도(크레딧)
settings-auto-approve-hint = 비용이 이 값 이하이면 승인을 묻지 않고 바로 생성합니다. 0이면 항상 묻습니다.
settings-auto-approve-invalid = 크레딧을 0 이상의 정수로 입력하세요(0이면 항상 묻습니다).
settings-auto-approve-saved = 자동 승인 한도를 저장했습니다.
settings-notifications = 알림
settings-notifications-hint = 더빙이나 학습이 끝나거나 실패하면 데스크톱 알림을 표시합니다.
settings-notifications-saved = 알림 설정을 저장했습니다.

## Videos and auditions

settings-media = 동영상 및 미리 듣기
settings-video-out = 더빙된 동영상
settings-video-out-hint = 동영상을 더빙하면 더빙 오디오와 함께, 새 목소리를 소리로 입힌 동영상 사본도 저장합니다.
settings-video-out-on = 동영상을 더빙하면 동영상으로도 받습니다.
settings-video-out-off = 동영상을 더빙하면 오디오로만 받습니다.
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ffmpeg { $version } 버전이 설치되어 있습니다.
settings-ffmpeg-ready-hint = 동영상은 소리만 따로 보내므로 업로드가 훨씬 작아지고, 더빙 패널에서 ‘먼저 30초 미리 듣기’를 쓸 수 있습니다.
settings-ffmpeg-unknown = Dubdeck이 ffmpeg을 확인하지 못했습니다. 시스템 패키지(또는 ffmpeg.org)로 ffmpeg을 설치한 뒤 Dubdeck을 다시 시작하세요. ffmpeg이 없으면 동영상은 통째로 전송되어 오디오로만 돌아오고, 미리 듣기는 꺼집니다.

## Language

settings-language-section = 언어
settings-language = 언어
settings-language-hint = Dubdeck의 화면, 대화 상자, 알림에 쓰이는 언어입니다.
settings-language-system = 시스템 언어({ $language })
settings-language-saved = 언어를 저장했습니다.

## Appearance

settings-appearance = 모양
settings-theme = 테마
settings-theme-system = 시스템
settings-theme-light = 라이트
settings-theme-dark = 다크
settings-theme-saved =
    { $theme ->
        [light] 테마를 라이트로 설정했습니다.
        [dark] 테마를 다크로 설정했습니다.
       *[system] 테마를 시스템 설정에 맞췄습니다.
    }
settings-reduce-motion = 동작 줄이기
settings-reduce-motion-hint = 움직이는 아바타를 정지 상태로 표시합니다. 마우스를 올려도 움직이지 않습니다.
settings-reduce-motion-saved = 동작 줄이기 설정을 저장했습니다.

## Advanced: the address of the service Dubdeck talks to

settings-advanced = 고급
settings-address-demo = 데모에서 Dubdeck은 내장 시뮬레이터와 통신합니다. 서비스 주소는 내 계정에만 적용됩니다.
settings-address-change = 서비스 주소 변경
settings-address-label = 서비스 주소
settings-address-from-environment = DUBDECK_BASE_URL이 설정되어 있어, 해제하기 전까지 이 주소 대신 사용됩니다.
settings-address-hint = VoiceDub 서비스의 주소입니다. 테스트 서비스를 사용할 때만 바꾸세요.
settings-address-key-host = API 키는 { $host }에서 확인되었습니다. 같은 호스트의 주소에는 묻지 않고 이 키를 사용합니다.
settings-address-save = 저장
settings-address-reset = 기본값으로 재설정
settings-address-saved = 서비스 주소를 저장했습니다.
settings-address-reset-done = 서비스 주소를 기본값으로 되돌렸습니다.
settings-credits-page-change = 크레딧 구매 페이지 변경
settings-credits-page-label = ‘크레딧 구매’ 버튼이 여는 페이지
settings-credits-page-hint-default = 서비스 자체 페이지로, 계정의 크레딧을 여기서 구매합니다.
settings-credits-page-hint-chosen = 직접 고른 페이지입니다. ‘기본값 사용’을 누르면 서비스 자체 페이지로 돌아갑니다.
settings-credits-page-save = 페이지 저장
settings-credits-page-default = 기본값 사용
settings-credits-page-saved = 크레딧 구매 페이지를 저장했습니다.
settings-credits-page-reset-done = ‘크레딧 구매’가 다시 서비스 자체 페이지를 엽니다.
settings-credits-page-invalid =
    { $problem ->
        [empty] 페이지 주소를 입력하거나 ‘기본값 사용’을 누르세요.
        [not_address] { $page }은(는) 웹 주소가 아닙니다. https://로 시작하는 전체 주소를 입력하세요.
       *[not_https] { $page }은(는) 안전한 주소가 아닙니다. 크레딧 구매 페이지는 https://로 시작해야 합니다(http://는 localhost처럼 이 컴퓨터의 페이지에만 사용할 수 있습니다).
    }

## 정보

settings-about = 정보
settings-about-version = 버전
settings-about-build = 빌드
settings-about-logs = 로그 파일
settings-about-logs-none = 없음: 이 컴퓨터에는 Dubdeck 데이터 폴더가 없습니다.
settings-about-unknown = Dubdeck 버전을 읽지 못했습니다. { $reason }
settings-about-diagnostics-hint = 진단 정보는 Dubdeck과 이 컴퓨터가 어떻게 설정되어 있고 무엇이 작동하는지 알려 줍니다. Dubdeck을 고치는 사람들을 위해 영어로 작성되며, 키나 비밀번호는 들어 있지 않습니다.
settings-about-copy = 진단 정보 복사
settings-about-report = 문제 보고
settings-about-gathering = 진단 정보를 수집하는 중…
settings-about-opening = 브라우저에서 문제 보고 페이지를 여는 중…
settings-about-copied = 복사했습니다. 보고 내용에 붙여 넣으세요.
settings-about-copy-failed = 클립보드가 텍스트를 받지 않아 아무것도 복사되지 않았습니다. 아래 상자의 텍스트를 선택해 직접 복사하세요.
settings-about-manual-label = 복사할 텍스트
settings-about-diagnostics-failed = 진단 정보를 수집하지 못했습니다. { $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] 브라우저에서 문제 보고 페이지가 열립니다. 진단 정보는 페이지에 이미 들어 있거나, 복사되어 있어 바로 붙여 넣을 수 있습니다.
        [refused] 브라우저에서 문제 보고 페이지가 열립니다. 진단 정보는 길이가 허용되면 페이지에 들어 있고, 그렇지 않으면 아래 상자에서 복사하세요.
       *[none] 브라우저에서 문제 보고 페이지가 진단 정보 없이 열립니다. 무슨 일이 있었는지 그 페이지에 적어 주세요.
    }
settings-about-report-open-failed = 웹 브라우저를 열지 못했습니다. 브라우저에서 직접 { $page } 주소로 이동해 문제를 보고하세요.
settings-about-report-failed = 문제 보고 페이지를 열지 못했습니다. { $reason } 브라우저에서 { $page } 주소로 직접 이동할 수도 있습니다.
settings-about-crashes = 충돌 보고서
settings-about-crashes-hint = Dubdeck이 예기치 않게 종료될 때마다 남긴 기록입니다. 최신 항목이 먼저 표시됩니다.
settings-about-crash-item = { $date } 보고서
settings-about-crash-show = 보기
