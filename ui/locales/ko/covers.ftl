# 커버, 비교, 출력: 노래의 보컬과 반주 짝짓기, 같은 미리 듣기로 여러 목소리 비교, 설정의 출력,
# 목소리 패널의 이전 더빙 목록.

## 더빙 시트: 보컬과 반주(커버)

covers-pair-label = 보컬과 반주
covers-pair-line = 보컬: “{ $vocal }” · 반주: “{ $instrumental }”
covers-pair-swap = 바꾸기
covers-pair-unpair = 짝 풀기
covers-pair-not-sent = 보내지 않음
covers-pair-hint = 더빙 한 건: 보컬을 더빙한 뒤 이 컴퓨터에서 반주와 믹스합니다.
covers-add-instrumental = 반주 추가…
covers-vocal-as-is = 보컬은 이미 분리된 트랙이라 그대로 보내므로 보컬 분리는 꺼집니다.
covers-audition-paired = 커버는 전체를 더빙합니다. 파일을 먼저 30초 미리 들으려면 ‘짝 풀기’를 누르세요.
covers-key-title = 키
covers-key-slider-label = 노래 전체의 키(반음)
covers-key-down = −1: 키 반음 내리기
covers-key-up = +1: 키 반음 올리기
covers-key-hint = 노래 전체의 키를 옮깁니다. 보컬은 음성 서비스에서, 반주는 이 컴퓨터에서 옮깁니다.
covers-key-fixed = 이 컴퓨터의 ffmpeg은 키를 옮길 수 없어서(rubberband 없음) 노래는 원래 키 그대로입니다.
covers-started = “{ $song }”의 보컬을 { $voice } 목소리로 더빙하는 중입니다. 돌아오면 이 컴퓨터에서 반주와 믹스합니다.

## 더빙 시트: 같은 30초로 비교할 다른 목소리

covers-compare-title = 목소리 비교
covers-compare-list-label = 비교할 목소리
covers-compare-remove = 비교에서 { $voice } 빼기
covers-compare-add = 다른 목소리와 비교
covers-compare-hint = 모든 목소리가 같은 30초를 미리 듣습니다. 목소리마다 미리 듣기 한 번입니다.
covers-compare-full = 한 번에 목소리 { $max }개까지 비교할 수 있습니다. 다른 목소리를 추가하려면 하나를 빼세요.
covers-compare-picker-label = 비교할 목소리 선택
covers-compare-search-label = 비교할 목소리 검색
covers-compare-cost-title = 비교 비용
covers-compare-cost = 미리 듣기 { $auditions }번 · { $credits }크레딧
covers-compare-started = 목소리 { $count }개로 같은 30초를 미리 듣는 중입니다.

## 설정 > 출력: 완성된 더빙과 믹스를 저장하는 방식

covers-output-section = 출력
covers-format = 형식
covers-format-hint = 완성된 더빙과 믹스를 저장할 파일 형식입니다.
covers-format-service = 서비스가 보낸 그대로
covers-format-wav = WAV 16비트
covers-format-wav24 = WAV 24비트
covers-format-flac = FLAC
covers-format-mp3 = MP3 320 kb/s
covers-format-m4a = M4A(AAC 256 kb/s)
covers-format-opus = Opus
covers-format-saved = 형식을 저장했습니다.
covers-loudness = 라우드니스
covers-loudness-hint = 완성된 더빙과 믹스의 라우드니스를 맞춰 고른 음량으로 재생되게 합니다.
covers-loudness-off = 끔
covers-loudness-streaming = −14 LUFS(스트리밍)
covers-loudness-custom = 직접 지정
covers-loudness-field = 라우드니스(LUFS)
covers-loudness-saved = 라우드니스를 저장했습니다.
covers-template = 이름 템플릿
covers-template-hint = 완성된 더빙의 이름을 정합니다. {"{"}input{"}"}(파일 또는 노래), {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"}, {"{"}date{"}"}를 쓸 수 있습니다. 비워 두면 평소 이름을 씁니다.
covers-template-example = 예: { $name }
covers-template-example-service = 예: { $name } (확장자는 서비스가 보낸 형식을 따름)
covers-template-example-input = 노래
covers-template-save = 템플릿 저장
covers-template-saved = 이름 템플릿을 저장했습니다.
covers-template-reset = 평소 이름 쓰기
covers-template-reset-done = 완성된 더빙은 다시 평소 이름으로 저장됩니다.

## 목소리 패널: 이 목소리로 만든 더빙과 미리 듣기

covers-heard-title = 이전에 들은 더빙
covers-heard-none = 아직 이 목소리로 더빙한 적이 없습니다.
covers-heard-loading = 이 목소리로 만든 더빙을 읽는 중
covers-heard-play = “{ $title }” 재생
covers-heard-pause = “{ $title }” 일시정지
covers-heard-missing = 더빙 파일이 저장한 위치에 더 이상 없습니다.
