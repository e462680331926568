# 목소리 학습 화면의 녹음 섹션. $take는 테이크 이름("Take 2")으로 번역하지 않습니다.

rec-title = 녹음
rec-files-hint = 목소리 학습에는 파일을 최대 { $maxFiles }개까지 쓸 수 있습니다. 1분 이상짜리 테이크를 몇 개 녹음하세요.

## The microphone.

rec-microphone = 마이크
rec-devices-looking = 마이크를 찾는 중…
rec-devices-none = 마이크를 찾을 수 없습니다
rec-device-default = { $device }(기본값)
rec-refresh = 새로 고침
rec-no-microphone = 마이크를 찾을 수 없습니다. 여기서 녹음하려면 마이크를 연결하고(또는 시스템의 개인정보 보호 설정에서 Dubdeck의 마이크 사용을 허용하고) ‘새로 고침’을 누르세요. 파일 추가는 마이크 없이도 할 수 있습니다.
rec-device-fell-back = 지난번에 고른 마이크가 연결되어 있지 않아 { $device }에서 녹음합니다. 그 마이크를 쓰려면 연결한 뒤 ‘새로 고침’을 누르세요.

## The prompt to read or sing.

rec-prompt-label = 문구
rec-prompt-previous = 이전 문구
rec-prompt-next = 다음 문구

## Recording.

rec-stop = 녹음 중지
rec-record = 테이크 녹음
rec-again = 다시 녹음
rec-again-label = 다시 녹음 ({ $take })
rec-again-title = 새 테이크를 녹음합니다. 중지하면 { $take }이(가) 대체됩니다
rec-status-recording-from = { $device }에서 { $take } 녹음 중
rec-status-recording = 녹음 중
rec-status-opening = 마이크를 여는 중…
rec-status-ready = ‘테이크 녹음’을 누른 뒤 문구를 읽거나 노래하세요.
rec-elapsed-label = 녹음 시간
rec-replacing = 다시 녹음 중: 중지하면 { $take }이(가) 대체됩니다.
rec-recording-adopted = 이 페이지가 열릴 때 이미 테이크를 녹음하고 있었습니다. 녹음은 여기서 계속됩니다. 보관하려면 ‘녹음 중지’를 누른 뒤 다음 테이크를 녹음하세요.

## The input level meter.

rec-meter-label = 입력 레벨
rec-meter-db = { $db } dB
rec-meter-value = 피크 { $db } dB
rec-meter-value-clipping = 피크 { $db } dB, 클리핑
rec-meter-none = 입력 없음
rec-silent-device = 아직 아무 소리도 들리지 않습니다. { $device }이(가) 음소거되어 있지 않은지 확인하거나 다른 마이크를 고르세요.
rec-silent = 아직 아무 소리도 들리지 않습니다. 마이크가 음소거되어 있지 않은지 확인하거나 다른 마이크를 고르세요.

## The audio recorded against the aim.

rec-aim-label = 녹음한 시간
rec-aim-voice = { $aim } 중 목소리 { $voiced }
rec-aim-audio = { $aim } 중 오디오 { $recorded }(목소리 양은 확인되지 않음)
rec-aim-reached = 목표에 도달했습니다.
rec-aim-left = { $left } 남았습니다.
rec-aim-chosen = 목표: 학습에 설정한 { $minutes }분.
rec-aim-fewest = 목표: { $minutes }분(학습 비용이 청구되는 최소 시간).
rec-aim-counts = 학습에 들어가는 모든 파일이 포함됩니다. 테이크든 추가한 파일이든 마찬가지입니다.
rec-aim-counts-voice = 무음과 쉼은 빼고 목소리만 셉니다. 테이크든 추가한 파일이든 검사가 끝나면 포함됩니다.

## Notices and the saved takes.

rec-notices-label = 녹음 알림
rec-dismiss = 닫기
rec-sentences = { $first } { $second }
rec-takes-unlisted = 저장된 테이크 목록을 불러오지 못했습니다: { $reason }
rec-saved-title = 저장된 테이크
rec-add = 추가
rec-add-label = { $take } 추가
rec-player-unreadable = 플레이어가 읽을 수 없음

## A take's buttons.

rec-take-play = 재생
rec-take-pause = 일시정지
rec-take-play-label = { $take } 재생
rec-take-pause-label = { $take } 일시정지
rec-take-trim-label = { $take } 무음 잘라 내기
rec-take-trim-title = 앞뒤 무음 잘라 내기
rec-take-delete-label = { $take } 삭제
rec-take-delete-title = 이 테이크 삭제

## Asking before a take is deleted.

rec-delete-title = { $take }을(를) 삭제할까요?
rec-delete-text = 이 녹음({ $length })이 이 컴퓨터에서 삭제되고 학습 파일에서도 빠집니다. 되돌릴 수 없습니다.
rec-delete-cancel = 취소
rec-delete-confirm = 테이크 삭제

## Recorded takes

take-device-lost = 마이크 연결이 끊어져 { $take } 녹음이 { $time }에서 멈췄습니다. 녹음된 부분은 보관됩니다. 다시 연결하거나 다른 마이크를 고른 뒤 나머지를 녹음하세요.
take-write-failed = { $take }을(를) 디스크에 쓰지 못했습니다{ $detail }. 녹음은 { $time }에서 멈췄고, 녹음된 부분은 보관됩니다. 디스크 공간을 확보한 뒤 나머지를 녹음하세요.
take-end-unknown = { $take } 녹음이 { $time }에서 저절로 멈췄습니다. 녹음된 부분은 보관됩니다.
take-limit-reached = { $take } 녹음이 한 테이크의 최대 길이인 { $time }에서 멈췄습니다. 녹음된 부분은 보관됩니다. 나머지는 새 테이크로 녹음하세요.
take-dropped = 컴퓨터가 처리 속도를 따라가지 못해 { $take }에서 { $seconds }초 분량의 소리가 빠졌습니다. 바쁘게 돌아가는 다른 앱을 닫고 다시 녹음하세요.
take-dropped-little = 컴퓨터가 처리 속도를 따라가지 못해 { $take }에서 0.1초 미만의 소리가 빠졌습니다. 바쁘게 돌아가는 다른 앱을 닫고 다시 녹음하세요.
take-retake-replaced = { $take }이(가) { $old }을(를) 대체했습니다. 이전 테이크는 삭제되었습니다.
take-retake-kept = 새 테이크가 온전하지 않아 { $take }도 보관됩니다. 원하지 않는 테이크를 삭제하세요.
take-retake-not-started = { $take }은(는) 그대로 보관됩니다.
take-retake-delete-failed = { $take }을(를) 삭제하지 못해 { $new }와(과) 함께 보관됩니다: { $reason }
take-recovered = Dubdeck이 종료될 때 { $take }을(를) 녹음하고 있었습니다. 녹음은 보관되었습니다({ $length }). 이 테이크로 학습하려면 ‘저장된 테이크’에서 추가하세요.
take-trimmed-none = 앞뒤에 잘라 낼 무음이 없었습니다.
take-trimmed-start = 앞에서 { $start }초를 잘라 냈습니다. 이제 길이는 { $length }입니다.
take-trimmed-end = 끝에서 { $end }초를 잘라 냈습니다. 이제 길이는 { $length }입니다.
take-trimmed-both = 앞에서 { $start }초, 끝에서 { $end }초를 잘라 냈습니다. 이제 길이는 { $length }입니다.
take-play-failed = { $take }을(를) 재생하지 못했습니다{ $detail }. 소리 출력 장치를 확인한 뒤 다시 ‘재생’을 누르세요.
take-clipping = 클리핑: 입력 게인을 낮추세요
take-clipping-hint = — 시스템 사운드 설정에서 조정하거나, 마이크에서 조금 더 떨어지세요.
