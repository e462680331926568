# 목소리 학습 화면: 파일, 설정, 검토, 학습의 4단계 마법사.

## The steps

train-steps-label = 학습 단계
train-step-files = 파일
train-step-settings = 설정
train-step-review = 검토
train-step-train = 학습
train-step-done = { $step }, 완료

## Step 1: the recordings.

train-files-title = 목소리 녹음 추가
train-files-lead =
    한 사람의 깨끗한 노래나 말소리를 담은 { $maxFiles ->
        [1] 오디오 파일 1개
       *[other] 오디오 파일 1~{ $maxFiles }개
    }를 준비하세요. 모두 합쳐 { $duration } 이상이면 좋습니다. 이 창 아무 곳에나 놓거나 직접 추가하세요.
train-drop-here-dragging = 놓아서 녹음 추가
train-drop-here = 여기에 녹음을 놓으세요
train-add-files = 파일 추가
train-files-label = 학습 파일
train-file-checking = 확인 중…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason } 이 파일은 제외됩니다.
train-findings-label = “{ $file }” 검사 결과
train-keep-label = 그래도 “{ $file }” 사용
train-keep = 그래도 사용
train-keep-in = — 학습에 포함됩니다.
train-keep-out = — 학습에서 제외됩니다.
train-remove-label = “{ $file }” 제거
train-remove-take-title = 학습 파일에서 빼기(‘저장된 테이크’에는 남습니다)
train-total-voice = 학습에 쓸 파일 { $count }개: 목소리 { $voiced }(무음과 쉼을 포함한 오디오 { $duration })
train-total-audio = 학습에 쓸 파일 { $count }개: 오디오 { $duration }
train-warnings-label = 경고

## Why Next is off on step 1

train-files-hint-recording = 계속하려면 녹음을 멈추세요.
train-files-hint-checking = 녹음을 확인하는 중…
train-files-hint-empty = 계속하려면 녹음을 하나 이상 추가하세요.
train-files-hint-unusable = 사용할 수 있는 파일이 없습니다. 읽을 수 있는 녹음을 추가하세요.
train-files-hint-all-poor = 모든 녹음의 품질이 나쁩니다. 계속하려면 하나를 ‘그래도 사용’으로 두거나 더 좋은 녹음을 추가하세요.
train-files-hint-too-many = 계속하려면 파일 { $count }개를 제거하세요.

## The wizard's buttons.

train-next = 다음
train-back = 이전

## Step 2: name and settings.

train-settings-title = 이름 및 설정
train-settings-lead = 내 목소리에 표시될 이름과, 서비스가 목소리를 학습시키는 방식입니다.
train-name = 목소리 이름
train-name-placeholder = 예: 내 스튜디오 목소리
train-name-hint = 1~{ $max }자. 앞뒤 공백은 빠집니다.
train-name-empty = 목소리 이름을 입력하세요(1~{ $max }자).
train-name-too-long = 이름이 { $length }자입니다. 서비스는 최대 { $max }자까지 받습니다. { $over }자를 지우세요.
train-minutes = 최대 시간(분)
train-minutes-use-proposed = 제안값 { $minutes }분 사용
train-minutes-range = { $min }~{ $max }분.
train-minutes-proposed = 오디오 { $duration } 기준 제안: { $minutes }분.
train-minutes-proposed-unknown = 오디오 { $duration } 기준으로 제안한 값입니다.
train-minutes-cost = 학습 비용은 분당 { $perMinute }크레딧, 합계 { $cost }크레딧입니다.
train-minutes-empty = 최대 시간을 { $min }~{ $max }분 사이로 입력하세요.
train-minutes-not-whole = 최대 시간을 { $min }~{ $max }분 사이의 정수로 입력하세요.
train-minutes-out-of-range = { $min }~{ $max }분 사이로 고르세요. { $minutes }분은 범위를 벗어납니다.
train-minutes-below-audio = 녹음의 오디오 길이({ $duration })가 { $minutes }분보다 깁니다. 이대로면 서비스가 비용을 청구한 뒤 학습에 실패합니다. { $need }분 이상을 고르거나 녹음을 제거하세요.
train-minutes-above-max = 녹음의 오디오 길이({ $duration })가 학습에 쓸 수 있는 최대치({ $max }분)보다 깁니다. ‘파일’ 단계로 돌아가 일부를 제거하세요.
train-separate = 보컬 분리
train-separate-hint = 먼저 반주와 배경 소리를 제거합니다. 녹음에 이미 보컬만 있다면 끄세요.
train-settings-hint-name = 계속하려면 목소리 이름을 입력하세요.
train-settings-hint-fix = 계속하려면 표시된 항목을 고치세요.

## Step 3: review and confirm.

train-review-title = 검토 및 확인
train-review-lead = 확인하기 전에는 아무것도 전송되지 않습니다. 비용은 최대 시간으로 정해집니다.
train-review-recordings = 녹음
train-review-recordings-label = 업로드할 녹음
train-review-total = 총 { $duration }
train-review-separation = 보컬 분리
train-review-separation-on = 켜짐
train-review-separation-off = 꺼짐(이미 보컬만 있음)
train-cost = 비용
train-balance = 잔액
train-after = 결제 후
train-balance-unknown = 알 수 없음
train-credits = { $credits }크레딧
train-cost-formula = { $perMinute }크레딧 × { $minutes }분. 업로드가 끝나고 학습이 시작될 때 차감됩니다.
train-review-unchecked = 녹음의 품질을 검사하지 않아, 목소리가 얼마나 담겨 있는지 알 수 없습니다.
train-review-no-voice = 남겨 둔 녹음에 목소리가 없습니다. 품질 검사에서 어느 녹음에서도 목소리를 찾지 못해, 이대로 학습하면 아무것도 배우지 못하는 목소리에 { $credits }크레딧을 쓰게 됩니다. ‘파일’로 돌아가 목소리 녹음을 추가하거나 테이크를 녹음하세요.
train-review-to-files = ‘파일’로 돌아가기
train-review-short-confirm = 목소리가 { $recommended } 미만이어도 학습
train-review-short-voice = 목소리가 { $voiced }뿐이라 권장하는 { $recommended }보다 적습니다. 학습된 목소리가 내 목소리와 덜 닮고, 들어 보지 못한 음이나 소리에서 어긋날 수 있습니다. 더 닮은 목소리를 원하면 파일을 더 추가하거나 더 녹음하세요.
train-review-short-audio = 오디오가 { $duration }뿐이라(목소리 양은 확인되지 않음) 권장하는 { $recommended }보다 적습니다. 학습된 목소리가 내 목소리와 덜 닮고, 들어 보지 못한 음이나 소리에서 어긋날 수 있습니다. 더 닮은 목소리를 원하면 파일을 더 추가하거나 더 녹음하세요.
train-review-hint-confirm = 권장보다 적은 목소리로 학습하려면 위의 확인란을 선택하세요.
train-short = 크레딧이 부족합니다. 학습에 { $cost }크레딧이 필요하지만 계정에는 { $balance }크레딧만 있습니다. 크레딧을 구매하거나 최대 시간을 줄이세요. 선택한 내용은 그대로 남습니다.
train-start = { $credits }크레딧으로 학습

## Step 4: the training under way.

train-progress-title = { $voice } 학습 중
train-progress-ready-title = { $voice } 준비 완료
train-progress-failed-title = { $voice } 학습 실패
train-progress-ready-lead = 목소리가 내 목소리에 추가되었습니다. 이제 어떤 노래나 클립이든 이 목소리로 더빙할 수 있습니다.
train-progress-failed-lead = 녹음과 선택한 내용은 그대로 남아 있습니다.
train-progress-lead = 이 화면을 나가도 됩니다. 학습은 계속되며, 작업과 내 목소리에서 진행 상황을 볼 수 있습니다.
train-status-label = 학습 상태
train-elapsed-label = 경과 시간
train-elapsed = { $time } 경과
train-uploads-label = 업로드
train-upload-label = { $file } 업로드
train-upload-percent = { $percent }%
train-another = 다른 목소리 학습
train-dub = 이 목소리로 더빙
train-back-to-review = 검토로 돌아가기
train-retry = 다시 시도
train-open-jobs = 작업 열기

## The status of the training

train-status-preparing = 업로드 준비 중
train-status-uploading = 업로드 중
train-status-training = { $voice } 학습 중… 시간이 좀 걸릴 수 있습니다
train-status-ready = 준비 완료
train-status-approval = 서비스가 { $credits }크레딧을 요청합니다. 검토 때 표시된 것보다 많습니다. 작업에서 승인하거나 폐기하세요.
train-status-approval-unknown = 서비스가 검토 때 표시된 것보다 많은 크레딧을 요청합니다. 작업에서 승인하거나 폐기하세요.
train-status-credits = 이 학습에 필요한 크레딧이 부족합니다. 크레딧을 구매한 뒤 작업에서 ‘다시 시도’를 누르세요.
train-status-canceled = 학습이 폐기되었습니다.
train-status-failed = 학습에 실패했습니다. ‘다시 시도’를 누르거나 다른 녹음으로 다시 학습하세요.

## Passing notes of the wizard.

train-drop-while-training = Dubdeck이 지금 { $voice } 목소리를 학습하는 중입니다. 준비가 끝나면 다음 목소리의 녹음을 놓으세요.
train-drop-while-training-unnamed = Dubdeck이 지금 목소리를 학습하는 중입니다. 준비가 끝나면 다음 목소리의 녹음을 놓으세요.
train-voice-not-listed = { $voice } 목소리가 아직 내 목소리에 없습니다. 잠시 후 내 목소리를 열어 그곳에서 더빙하세요.

## The training's checks of the recordings

training-warning-unreadable-files =
    { $count ->
        [1] 파일 1개를 사용할 수 없습니다(이유는 목록에 표시됩니다). 이 파일은 학습에서 제외됩니다. 제거하거나 읽을 수 있는 녹음으로 바꾸세요.
       *[other] 파일 { $count }개를 사용할 수 없습니다(이유는 목록에 표시됩니다). 이 파일들은 학습에서 제외됩니다. 제거하거나 읽을 수 있는 녹음으로 바꾸세요.
    }
training-warning-total-too-short = 오디오가 모두 합쳐 { $total }뿐입니다. 목소리는 깨끗한 노래나 말소리가 { $recommended } 이상일 때 가장 잘 학습됩니다. 녹음을 추가하거나, 다소 거친 목소리라도 괜찮다면 그대로 학습하세요.
training-warning-voice-too-short = 무음과 쉼을 빼면 목소리가 모두 합쳐 { $voice }뿐입니다. 목소리는 깨끗한 노래나 말소리가 { $recommended } 이상일 때 가장 잘 학습됩니다. 녹음을 추가하거나, 다소 거친 목소리라도 괜찮다면 그대로 학습하세요.
training-warning-total-above-chosen = 녹음의 오디오({ $total })가 학습에 쓰는 { $minutes }분보다 깁니다. 이대로면 서비스가 비용을 청구한 뒤 학습에 실패합니다. 녹음을 일부 제거하거나 최대 시간을 늘리세요.
training-warning-too-many-files = 파일을 { $count }개 추가했지만 목소리 학습에는 최대 { $max }개까지 쓸 수 있습니다. 계속하려면 { $remove }개를 제거하세요.
training-warning-unknown = 학습 전에 녹음을 확인해야 합니다.

## What the quality check found in a recording

finding-clipped = 샘플의 { $percent }%가 클리핑되었습니다. 입력 게인을 낮추고 다시 녹음하세요.
finding-noisy = 배경 소음: 목소리가 소음보다 { $snr } dB밖에 크지 않습니다(소음 { $noise } dBFS, 25 dB 이상이면 깨끗함). 더 조용한 방에서 마이크에 더 가까이 대고 녹음하세요.
finding-silence = { $start }–{ $end } 구간은 무음입니다. 잘라 내세요.
finding-no-voice = { $start }–{ $end } 구간에 소리는 있지만 목소리가 없습니다. 잘라 내세요.
finding-little-voice = { $duration } 중 목소리는 { $voiced }뿐입니다. 나머지를 잘라 내세요. 그대로 두면 목소리가 이 녹음에서 배우는 것이 적습니다.
finding-too-short = 목소리가 { $voiced }뿐입니다. 너무 짧아서 목소리가 배울 것이 거의 없습니다. 1분 이상 되는 더 긴 테이크를 녹음하세요.
finding-too-quiet = 소리가 매우 작습니다({ $loudness } LUFS). 입력 게인을 높이거나 마이크에 더 가까이 다가가 다시 녹음하세요.
finding-low-sample-rate = 전화처럼 { $rate } kHz로 녹음되어 목소리의 고음역이 사라집니다. 44.1 또는 48 kHz로 녹음하세요.
finding-music-bed = 목소리 아래에 음악이나 일정한 톤이 깔려 있는 것 같습니다(쉬는 구간의 { $percent }%에 톤이 있음). 목소리만 따로 녹음하거나 ‘보컬 분리’를 켜 두세요. 참고용일 뿐입니다. 웅 하는 험 잡음도 똑같이 보이고, 목소리와 함께 멈추는 음악은 감지되지 않습니다.
finding-several-voices = 두 목소리가 번갈아 나오는 것 같습니다. 피치가 { $semitones }반음 떨어진 두 그룹으로 나뉩니다. 목소리 하나에는 한 사람만 녹음하세요. 참고용일 뿐입니다. 한 사람이 음역을 바꾸거나 노래해도 똑같이 보입니다.
finding-unknown = 학습 전에 이 녹음에서 고쳐야 할 부분이 있을 수 있습니다.

## A recording's verdict

verdict-good = 좋음
verdict-good-hint = 고칠 것이 없습니다.
verdict-usable = 사용 가능
verdict-usable-hint = 학습에 쓸 수 있지만 고치면 더 좋아집니다.
verdict-poor = 나쁨
verdict-poor-hint = 목소리가 이 녹음의 결점까지 배우게 됩니다. ‘그래도 사용’을 고르지 않으면 제외됩니다.

## The quality report

quality-figures-voice = { $duration } 중 목소리 { $voiced }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = 음량 측정 불가
quality-figures-snr = 신호 대 잡음비 { $snr } dB
quality-figures-no-snr = 잡음과 비교할 목소리 없음
quality-checking = 녹음을 확인하는 중… 파일마다 몇 초 걸립니다.
quality-failed = 녹음의 품질을 검사하지 못했습니다: { $reason } 보고서 없이 계속할 수 있으며, 읽을 수 있는 파일은 모두 유지됩니다.
quality-unread = 검사 안 됨: 오디오로 읽을 수 없습니다.
quality-proposal-trim = 녹음 길이는 { $duration }, 그중 목소리는 { $voiced }입니다. 이대로 학습하려면 { $minutes }분이 필요하지만, 무음을 잘라 내면 { $voiceMinutes }분이면 충분합니다.
quality-proposal = 녹음에 담긴 목소리는 { $voiced }입니다. { $minutes }분이면 모두 학습할 수 있습니다.
quality-paid-against-held = { $minutes }분({ $credits }크레딧)을 결제하며, 사용하는 녹음에 담긴 목소리는 { $voiced }입니다(좋음 { $good }개, 사용 가능 { $usable }개, 나쁨 { $poor }개 포함).
