# 목소리 화면: 공개 카탈로그.

## Search and filters

voices-search-placeholder = 목소리 검색
voices-search-label = 목소리 검색
voices-search-shortcut = Ctrl K
voices-favorites = 즐겨찾기
voices-clear-filters = 필터 지우기
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
voices-detail-close = 닫기
voices-detail-dub-file = 파일 더빙
voices-detail-dub-link = 링크 더빙
