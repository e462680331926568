# 작업 화면의 비교와 커버. 같은 미리 듣기 구간을 여러 목소리로 더빙한 비교(한 줄로 표시)와,
# 더빙한 보컬을 반주 위에 얹는 믹스.

## 비교 줄

compare-label = “{ $title }” 비교: { $voices }
compare-title = “{ $title }” { $span } 구간, 목소리 { $count }개 비교
compare-title-whole = “{ $title }”, 목소리 { $count }개 비교
compare-progress = 미리 듣기 { $count }개 중 { $done }개 완료
compare-approve-cost = 미리 듣기 { $count }개를 { $credits }크레딧으로 생성
compare-dub-whole = { $voice } 목소리로 전체 파일 더빙
compare-play-label = “{ $title }” 비교 재생
compare-player-label = “{ $title }” 비교 플레이어
compare-dub-missing = { $voice } 목소리의 더빙 파일이 더 이상 { $path }에 없어 비교에서 뺐습니다. 들으려면 다시 더빙하세요.
compare-dub-failed = { $voice } 목소리의 더빙을 여기서 재생할 수 없어 비교에서 뺐습니다.
compare-original-missing = 원본 파일이 더 이상 { $path }에 없어 목소리들만 재생합니다. 원본과 비교하려면 파일을 원래 위치에 다시 두세요.
compare-original-failed = 원본을 여기서 재생할 수 없어 목소리들만 재생합니다.
compare-remove-label = 라이브러리에서 “{ $title }” 비교 제거
compare-remove-title = 라이브러리에서 “{ $title }” 비교를 제거할까요?
compare-remove-delete-files = 결과 파일도 모두 삭제
compare-remove-confirm-delete = 제거하고 파일 모두 삭제

## 커버의 믹스(플레이어 안)

mixer-label = 믹스
mixer-vocal = 보컬
mixer-instrumental = 반주
mixer-db = { $value } dB
mixer-export = 믹스 내보내기
mixer-free = 무료: 이 컴퓨터에서 만듭니다
mixer-mixing = 믹스하는 중…
mixer-mixed = “{ $file }” 파일로 믹스했습니다
mixer-cover = 반주 “{ $file }”
mixer-cover-key = 반주 “{ $file }”, 키 { $key }
mixer-error-cover =
    더빙은 완료되었지만 믹스를 만들지 못했습니다: { $step ->
        [no_tool] 이 컴퓨터에서 ffmpeg을 사용할 수 없습니다
        [no_pitch_shifter] 이 ffmpeg으로는 노래의 키를 바꿀 수 없습니다(rubberband 필터가 없음)
        [stem_missing] 반주나 더빙한 보컬이 라이브러리에 더 이상 없습니다
        [out_of_range] 레벨, 키 또는 라우드니스가 범위를 벗어났습니다
        [render] ffmpeg이 파일을 만들지 못했습니다
        [name] 출력 폴더에 쓸 수 있는 이름이 없었습니다
        [work_folder] Dubdeck의 작업 폴더를 사용할 수 없었습니다
        [place] 출력 폴더로 옮기지 못했습니다
       *[other] 문제가 생겼습니다
    }{ $detail }. { $step ->
        [no_tool] ffmpeg을 설치하고 Dubdeck을 다시 시작한 뒤 ‘믹스 내보내기’를 누르세요.
        [no_pitch_shifter] rubberband가 포함된 ffmpeg을 설치하고 Dubdeck을 다시 시작한 뒤 ‘믹스 내보내기’를 누르세요.
        [stem_missing] 믹스하려면 노래를 다시 더빙하세요.
       *[other] 다시 시도하려면 ‘믹스 내보내기’를 누르세요.
    }
mixer-error-format =
    더빙은 완료되었지만 선택한 형식의 파일을 만들지 못했습니다: { $step ->
        [no_tool] 이 컴퓨터에서 ffmpeg을 사용할 수 없습니다
        [no_pitch_shifter] 이 ffmpeg으로는 노래의 키를 바꿀 수 없습니다(rubberband 필터가 없음)
        [stem_missing] 더빙 파일이 라이브러리에 더 이상 없습니다
        [out_of_range] 라우드니스가 범위를 벗어났습니다
        [render] ffmpeg이 파일을 만들지 못했습니다
        [name] 출력 폴더에 쓸 수 있는 이름이 없었습니다
        [work_folder] Dubdeck의 작업 폴더를 사용할 수 없었습니다
        [place] 출력 폴더로 옮기지 못했습니다
       *[other] 문제가 생겼습니다
    }{ $detail }. 더빙은 서비스가 만든 그대로 보관됩니다.
mixer-instrumental-missing = 반주 파일이 더 이상 { $path }에 없어 더빙만 재생합니다. 믹스를 들으려면 파일을 원래 위치에 다시 두세요.
mixer-instrumental-none = 이 더빙과 함께 재생할 반주가 없어 더빙만 재생합니다.
mixer-instrumental-failed = 반주를 여기서 재생할 수 없어 더빙만 재생합니다. ‘믹스 내보내기’로 믹스는 만들 수 있습니다.
