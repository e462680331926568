# 완료된 더빙의 A/B 플레이어.

player-label = { $title } 플레이어
player-video-label = 더빙을 소리로 입힌 { $title } 동영상
player-play = 재생
player-pause = 일시정지
player-volume = 볼륨
player-volume-value = { $percent }%
player-listen-label = 듣기
player-side-dub = 더빙
player-side-original = 원본
player-switch-hint = { $key } 키로 원본/더빙 전환
player-close = 플레이어 닫기
player-position = 재생 위치
player-position-value = { $total } 중 { $position }
player-refused = 시스템이 자동 재생을 허용하지 않았습니다. 들으려면 ‘재생’을 누르세요.

## The audition picker of the dub sheet

audition-picker-label = 미리 들을 { $file } 구간
audition-picker-loudest = { $range } · 소리가 가장 큰 부분
audition-picker-keys = 강조된 구간을 드래그하거나 화살표 키를 사용하세요(Page Up과 Page Down은 10초씩 이동).
audition-picker-back = 소리가 가장 큰 부분으로 돌아가기

## The player

media-link-original = 원본이 링크여서 이 컴퓨터에 비교할 사본이 없습니다. 더빙만 재생됩니다.
media-missing-dub = 더빙 파일이 더 이상 { $path }에 없습니다. 옮겨졌거나 삭제되었을 수 있습니다. 다시 더빙하거나 작업을 제거하세요.
media-missing-original = 원본 파일이 더 이상 { $path }에 없어 더빙만 재생됩니다. 둘을 비교하려면 원본 파일을 그 위치에 되돌려 두세요.
media-missing-video = 동영상 사본이 더 이상 { $path }에 없어 더빙은 소리로만 재생됩니다. 새 사본을 만들려면 다시 더빙하세요.
media-video-network = Dubdeck 자체 미디어 서버에서 동영상 사본을 불러오다 멈췄습니다. 더빙은 소리로만 재생됩니다. 다른 앱에서 보려면 ‘동영상 열기’를 사용하세요.
media-video-decode = 동영상 사본을 디코딩하지 못했습니다. 파일이 손상되었거나 잘린 것 같습니다. 더빙은 소리로만 재생됩니다. 다른 앱에서 보려면 ‘동영상 열기’를 사용하세요.
media-video-format = 이 컴퓨터의 Dubdeck에서는 동영상 사본의 형식을 표시할 수 없습니다(Linux에서는 H.264와 AAC를 재생하려면 gstreamer1.0-libav 패키지가 필요합니다). 더빙은 소리로만 재생됩니다. 다른 앱에서 보려면 ‘동영상 열기’를 사용하세요.
media-video-failed = 동영상 사본을 재생하지 못했습니다. 더빙은 소리로만 재생됩니다. 다른 앱에서 보려면 ‘동영상 열기’를 사용하세요.
media-audition-range = 미리 듣기: 원본은 더빙된 구간인 { $start }부터 { $end }까지 재생됩니다.
media-audition-from = 미리 듣기: 원본은 더빙된 구간인 { $start }부터 재생됩니다.
media-error-network =
    { $side ->
        [dub] Dubdeck 자체 미디어 서버에서 더빙을 불러오다 멈췄습니다. 플레이어를 닫고 다시 ‘재생’을 누르세요.
       *[original] Dubdeck 자체 미디어 서버에서 원본을 불러오다 멈췄습니다. 플레이어를 닫고 다시 ‘재생’을 누르세요. 더빙만 재생됩니다.
    }
media-error-decode =
    { $side ->
        [dub] 더빙을 디코딩하지 못했습니다. 파일이 손상되었거나 잘린 것 같습니다. ‘열기’로 다른 앱에서 열어 보거나 다시 더빙하세요.
       *[original] 원본을 디코딩하지 못했습니다. 파일이 손상되었거나 잘린 것 같습니다. ‘열기’로 다른 앱에서 열어 보세요. 더빙만 재생됩니다.
    }
media-error-format =
    { $side ->
        [dub] 이 컴퓨터의 Dubdeck에서는 더빙 파일의 형식을 재생할 수 없습니다(Linux에서는 AAC와 M4A를 재생하려면 gstreamer1.0-libav 패키지가 필요합니다). ‘열기’로 다른 앱에서 재생하세요.
       *[original] 이 컴퓨터의 Dubdeck에서는 원본 파일의 형식을 재생할 수 없습니다(Linux에서는 AAC와 M4A를 재생하려면 gstreamer1.0-libav 패키지가 필요합니다). ‘열기’로 다른 앱에서 재생하세요. 더빙만 재생됩니다.
    }
media-error-failed =
    { $side ->
        [dub] 더빙을 재생하지 못했습니다. 플레이어를 닫고 다시 ‘재생’을 누르세요.
       *[original] 원본을 재생하지 못했습니다. 플레이어를 닫고 다시 ‘재생’을 누르세요. 더빙만 재생됩니다.
    }
