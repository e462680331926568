# 공개 카탈로그의 필터 값(장르, 언어, 스타일).

## Genres

genre-pop = 팝
genre-rap = 랩
genre-rock = 록
genre-country = 컨트리
genre-rnb = R&B
genre-alternative = 얼터너티브
genre-jazz = 재즈

## Languages

language-english = 영어
language-spanish = 스페인어
language-korean = 한국어
language-japanese = 일본어
language-french = 프랑스어
language-russian = 러시아어
language-thai = 태국어

## Styles

style-singing = 노래
style-rapping = 랩하기
style-speaking = 말하기
style-character = 캐릭터
style-other = 기타
