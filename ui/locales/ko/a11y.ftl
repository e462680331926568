# 접근성: 키보드 단축키 목록, 키 이름, 목소리 카드의 더빙 버튼, 스크린 리더에게만 읽어 주는 말
# (화면에는 보이지 않음).

## 키

a11y-key-ctrl = Ctrl
a11y-key-shift = Shift
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Enter
a11y-key-space = Space
a11y-key-arrows = 화살표 키
a11y-key-page-up = Page Up
a11y-key-page-down = Page Down
a11y-key-home = Home
a11y-key-end = End
a11y-key-or = 또는

## 키보드 단축키 목록

a11y-shortcuts-open = 키보드 단축키
a11y-shortcuts-title = 키보드 단축키
a11y-shortcuts-mac = macOS에서는 Ctrl 대신 Cmd를 누르세요.
a11y-shortcuts-close = 닫기
a11y-shortcuts-group-app = 공통
a11y-shortcuts-group-voices = 목소리
a11y-shortcuts-group-player = 플레이어
a11y-shortcuts-group-audition = 미리 듣기 구간
a11y-shortcut-help = 키보드 단축키 보기
a11y-shortcut-search = 목소리 검색
a11y-shortcut-open = 더빙할 파일 선택
a11y-shortcut-paste-link = 복사한 링크 더빙(텍스트 입력란 밖에서)
a11y-shortcut-zoom-in = 확대
a11y-shortcut-zoom-out = 축소
a11y-shortcut-zoom-reset = 실제 크기
a11y-shortcut-tab = 다음 또는 이전 컨트롤(대화 상자 안에서는 포커스가 밖으로 나가지 않음)
a11y-shortcut-escape = 대화 상자, 더빙 시트, 목소리 상세 정보 닫기
a11y-shortcut-grid-move = 목소리 카드 사이 이동
a11y-shortcut-grid-page = 한 화면 위나 아래로 이동
a11y-shortcut-grid-ends = 첫 번째 또는 마지막 목소리로 이동
a11y-shortcut-grid-open = 목소리 상세 정보 열기
a11y-shortcut-search-clear = 검색어 지우기(검색란에서)
a11y-shortcut-play = 재생 또는 일시 정지
a11y-shortcut-switch = 원본과 더빙 전환
a11y-shortcut-compare = 비교의 1~4번 목소리 듣기
a11y-shortcut-seek = 5초 뒤로 또는 앞으로(재생 위치 막대에서)
a11y-shortcut-seek-far = 30초 뒤로 또는 앞으로
a11y-shortcut-player-close = 플레이어 닫기
a11y-shortcut-audition-move = 구간을 1초 이동
a11y-shortcut-audition-far = 구간을 10초 이동
a11y-shortcut-audition-ends = 구간을 처음이나 끝으로 이동

## 목소리 카드

a11y-card-dub = { $voice } 목소리로 더빙

## 스크린 리더에게만 읽어 주는 말

a11y-zoom-now = 확대/축소 { $percent }%
a11y-dub-stage =
    { $named ->
        [yes] { $title } 더빙({ $voice } 목소리): { $stage }
       *[no] { $title } 더빙: { $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] { $title } 더빙({ $voice } 목소리)이 승인을 기다립니다: { $credits }크레딧
       *[no] { $title } 더빙이 승인을 기다립니다: { $credits }크레딧
    }
a11y-dub-done =
    { $named ->
        [yes] { $title } 더빙({ $voice } 목소리)을 마쳤습니다
       *[no] { $title } 더빙을 마쳤습니다
    }
a11y-dub-failed =
    { $named ->
        [yes] { $title } 더빙({ $voice } 목소리)에 실패했습니다: { $reason }
       *[no] { $title } 더빙에 실패했습니다: { $reason }
    }
a11y-training-stage = { $voice } 학습: { $stage }
a11y-training-approval = { $voice } 학습이 승인을 기다립니다: { $credits }크레딧
a11y-training-done = { $voice } 학습을 마쳤습니다
a11y-training-failed = { $voice } 학습에 실패했습니다: { $reason }
