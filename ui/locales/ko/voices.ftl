# 목소리 화면: 공개 카탈로그.

## Search and filters

voices-search-placeholder = 목소리 검색
voices-search-label = 목소리 검색
voices-search-shortcut = Ctrl K
voices-favorites = 즐겨찾기
voices-clear-filters = 필터 지우기
voices-filters-toggle =
    { $count ->
        [0] 필터
       *[other] 필터({ $count })
    }
voices-filter-genres = 장르
voices-filter-languages = 언어
voices-filter-styles = 스타일

## The list and its states

voices-offline = 오프라인: 이 컴퓨터에 저장된 목소리를 표시합니다
voices-try-again = 다시 시도
voices-error-title = 목소리를 불러오지 못했습니다
voices-empty-title = 일치하는 목소리가 없습니다.
voices-empty-favorites = 아직 즐겨찾기가 없습니다. 목소리에 별표를 표시하면 여기에 모입니다.
voices-empty-hint = 필터를 줄이거나 다른 검색어를 사용해 보세요.
voices-loading = 목소리 불러오는 중
voices-grid-label = 목소리
voices-load-more = 목소리 더 불러오기

## A voice's card and detail panel

voices-voice-label = { $voice }
voices-favorite-add = { $voice } 목소리를 즐겨찾기에 추가
voices-favorite-remove = { $voice } 목소리를 즐겨찾기에서 제거
voices-card-drop = 놓으면 { $voice } 목소리로 더빙합니다
voices-card-tags = 태그
voices-card-more = 그 밖의 태그 { $count }개: { $tags }
voices-detail-close = 닫기
voices-detail-dub-file = 파일 더빙
voices-detail-dub-link = 링크 더빙

voices-range-title = 음역
voices-range-hint = 이 목소리의 음높이입니다. 더빙할 때 Dubdeck이 피치를 제안하는 데 씁니다. 한 번만 설정하면 Dubdeck이 기억합니다.
voices-range-loading = 음역 읽는 중
voices-range-measured = 내 녹음에서 측정: 약 { $hz } Hz
voices-range-low = 낮음
voices-range-low-hint = 베이스·바리톤, 약 { $hz } Hz
voices-range-middle = 중간
voices-range-middle-hint = 테너·알토, 약 { $hz } Hz
voices-range-high = 높음
voices-range-high-hint = 소프라노·아이 목소리, 약 { $hz } Hz
voices-range-custom = 직접 입력
voices-range-custom-hint = 목소리의 평소 음높이(Hz)
voices-range-hz-label = 목소리 음높이(Hz)
voices-range-hz-unit = Hz
voices-range-save = 저장
voices-range-none = 설정 안 함
voices-range-none-hint = 이 목소리에는 피치를 제안하지 않음
voices-range-hz-missing = 목소리의 음높이를 Hz 단위 숫자로 입력한 뒤 ‘저장’을 누르세요.
voices-range-hz-refused = { $hz } Hz는 저장할 수 없습니다. 목소리 음높이는 { $min }~{ $max } Hz 사이여야 합니다. 값을 바꾼 뒤 ‘저장’을 다시 누르세요.
