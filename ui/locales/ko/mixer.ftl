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
