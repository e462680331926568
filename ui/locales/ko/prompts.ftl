# 목소리 학습용으로 소리 내어 읽거나 부르는 글.
# 읽기 문단은 번역이 아니라 한국어로 새로 쓴 일상 문장입니다. 된소리·거센소리(ㄲㄸㅃㅆㅉ, ㅋㅌㅍㅊ),
# 이중 모음(ㅑㅕㅛㅠㅘㅝㅙㅞㅟㅢㅖ), 여러 받침과 연음·비음화가 고루 나오도록 골랐습니다.

## The choice of what the voice will do

prompt-purpose-question = 이 목소리로 무엇을 할까요?
prompt-purpose-speak = 말하기
prompt-purpose-speak-hint = 대화, 낭독, 내레이션.
prompt-purpose-sing = 노래하기
prompt-purpose-sing-hint = 노래: 내 목소리의 음역과 모음.

## How to record

prompt-guidance-speak = 평소 속도로, 마이크에서 한 뼘쯤 떨어져 읽으세요. 누군가에게 이야기하듯 한 문단씩 읽고, 틀려도 괜찮으니 그대로 이어서 읽으세요.
prompt-guidance-sing = 반주 없이, 마이크에서 두 뼘쯤 떨어져 노래하세요. 크고 높은 음에서는 몸을 살짝 뒤로 빼세요. 먼저 목을 풀고 시작하세요.
prompt-room-hint = 커튼이나 소파처럼 소리를 흡수하는 물건이 있는 조용한 방에서 녹음하고, 선풍기와 알림은 꺼 두세요.
prompt-position = { $index } / { $count }

## What to read aloud: a title, and the paragraph

prompt-speak-1-title = 문단 1
prompt-speak-1-text = 오늘 아침에는 따뜻한 보리차를 한 잔 마셨습니다. 창밖에서 노란 은행잎이 바람에 흩날렸어요. 동생은 책가방을 메고 부지런히 학교로 뛰어갔습니다. 부엌에서는 김치찌개 냄새가 솔솔 풍겨 왔어요. 우리는 주말에 공원에서 자전거를 타기로 했습니다.
prompt-speak-2-title = 문단 2
prompt-speak-2-text = 일곱 시가 되자 버스가 정류장 앞에 멈춰 섰습니다. 키가 큰 남자가 커다란 검은 우산을 펼쳤어요. 빵집 앞에는 갓 구운 식빵을 사려는 손님들이 줄을 섰습니다. 할머니께서 손녀에게 귤 한 봉지를 건네주셨어요. 횡단보도를 건널 때는 좌우를 잘 살펴야 합니다.
prompt-speak-3-title = 문단 3
prompt-speak-3-text = 의사 선생님은 매일 물을 충분히 마시라고 하셨습니다. 웬일인지 오늘은 고양이가 밥그릇을 싹 비웠어요. 푸른 바다 위로 하얀 갈매기 떼가 날아갑니다. 쌀쌀한 저녁에는 뜨끈한 국물이 제일 맛있지요. 외출하기 전에 창문을 꼭 닫아 주세요.
prompt-speak-4-title = 문단 4
prompt-speak-4-text = 무거운 짐을 왼쪽 어깨에 메고 언덕길을 천천히 올랐습니다. 예쁜 꽃무늬 치마가 햇빛에 반짝였어요. 삼촌은 낚싯대를 들고 호숫가로 향했습니다. 냉장고에서 차가운 우유와 딸기를 꺼내 왔어요. 편지 봉투에 우표 붙이는 걸 잊지 마세요.
prompt-speak-5-title = 문단 5
prompt-speak-5-text = 겨우내 얼어붙었던 시냇물이 졸졸 흐르기 시작했습니다. 작은 쥐 한 마리가 구불구불한 미로를 재빨리 빠져나갔어요. 튼튼한 바퀴 덕분에 수레가 부드럽게 굴러갑니다. 설탕을 한 컵 넣으면 달콤한 잼이 됩니다. 현관 계단 옆에 장미 화분을 놓아 두세요.
prompt-speak-6-title = 질문과 감정
prompt-speak-6-text = 설마 열쇠를 또 버스에 두고 내린 거예요? 와, 정말 반가운 소식이네요! 죄송해요, 성함을 잘 못 들었어요. 솔직히 비가 영영 안 그칠 줄 알았어요. 그런데 왜 아무도 얘기해 주지 않았죠? 그 부분을 천천히 한 번만 더 읽어 주시겠어요?

## What to sing: a title, and the exercise

prompt-sing-1-title = 장음계
prompt-sing-1-text = 편안한 낮은 음에서 시작해 ‘아’로 장음계를 천천히 올라갔다 내려오세요(도 레 미 파 솔 라 시 도, 그리고 다시 아래로). 한 음에 1초 정도씩 부르세요.
prompt-sing-2-title = ‘아’ 길게 내기
prompt-sing-2-text = 낮은 음에서 ‘아’를 5초 동안 길게 내고, 이어서 중간 음, 높은 음에서도 내세요. 음과 음 사이에 숨을 쉬세요.
prompt-sing-3-title = ‘이’ 길게 내기
prompt-sing-3-text = 낮은 음에서 ‘이’를 5초 동안 길게 내고, 이어서 중간 음, 높은 음에서도 내세요. 흔들리지 않게, 힘을 빼고 유지하세요.
prompt-sing-4-title = ‘우’ 길게 내기
prompt-sing-4-text = 낮은 음에서 ‘우’를 5초 동안 길게 내고, 이어서 중간 음, 높은 음에서도 내세요.
prompt-sing-5-title = 음역 훑기
prompt-sing-5-text = ‘우’로 편하게 낼 수 있는 가장 낮은 음에서 가장 높은 음까지 사이렌처럼 천천히 미끄러지듯 올라갔다가 다시 내려오세요. 두 번 반복하세요.
prompt-sing-6-title = 잘 아는 노래
prompt-sing-6-text = 잘 아는 노래의 한 절과 후렴을 반주 없이, 누군가에게 불러 주듯 부르세요.
