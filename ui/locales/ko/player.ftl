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
