language-self = 한국어
