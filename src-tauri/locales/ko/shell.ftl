window-title = Dubdeck

picker-media-to-dub = 더빙할 노래나 클립 선택
picker-media-to-train = 학습할 목소리의 녹음 선택
picker-output-folder = Dubdeck이 결과를 저장할 위치
picker-filter-media = 오디오 및 동영상

key-host-title = API 키를 { $now }(으)로 보낼까요?
key-host-question = API 키는 { $checked }에서 확인되었습니다. 서비스 주소가 이제 { $now }입니다. 확인해야만 Dubdeck이 키를 그곳으로 보냅니다. 주소를 직접 바꾸지 않았다면 취소하고 설정에서 확인하세요.
key-host-confirm = 키 보내기
dialog-cancel = 취소

## 서비스 주소 변경으로 저장된 API 키가 다른 서비스로 옮겨 가기 전, 그리고 입력한 키를 공개 서비스가
## 아닌 주소로 보내기 전에 묻는 질문.

address-move-title = 서비스 주소를 { $now }(으)로 바꿀까요?
address-move-question = API 키는 { $checked }에서 확인되었습니다. 주소를 { $now }(으)로 바꾸면 Dubdeck은 앞으로 키를 그곳으로 보냅니다. 직접 주소를 바꾸지 않았다면 취소하세요.
address-move-confirm = 바꾸고 키 보내기
key-other-service-question = 설정의 서비스 주소는 VoiceDub 서비스 주소({ $default })가 아닌 { $now }입니다. 확인해야만 Dubdeck이 키를 그곳으로 보냅니다. 직접 이 주소를 설정하지 않았다면 취소하고 설정에서 확인하세요.

notify-voice-unknown = 선택한 목소리
notify-audition-ready-title = 미리 듣기 준비됨
notify-audition-ready-body = { $title }의 30초가 { $voice } 목소리로 준비되었습니다. 들어 본 뒤 작업에서 전체 파일을 더빙하세요.
notify-dub-ready-title = 더빙 완료
notify-dub-ready-video-body = { $title }이(가) { $voice } 목소리로 오디오와 동영상 모두 준비되었습니다.
notify-dub-ready-body = { $title }이(가) { $voice } 목소리로 준비되었습니다.
notify-dub-failed-title = 더빙 실패
notify-dub-failed-body = { $title }을(를) 더빙하지 못했습니다. Dubdeck의 작업을 열어 이유를 확인하세요.
notify-voice-trained-title = 목소리 학습 완료
notify-voice-trained-body = 이제 { $title }(으)로 더빙할 수 있습니다.
notify-training-failed-title = 학습 실패
notify-training-failed-body = { $title }을(를) 학습하지 못했습니다. Dubdeck의 작업을 열어 이유를 확인하세요.

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = 더빙할 노래나 클립이 든 폴더 선택
picker-watch-folder = 감시할 폴더 선택
picker-spend-csv = 사용 내역을 CSV로 저장
spend-csv-name = Dubdeck 사용 내역
notify-budget-title = { $percent ->
        [100] 월 예산을 모두 썼습니다
       *[other] 월 예산의 { $percent }%를 썼습니다
    }
notify-budget-body = { $percent ->
        [100] 이번 달 { $budget }크레딧 중 { $spent }크레딧을 썼습니다. Dubdeck이 스스로 승인할 더빙도 이제 승인을 기다립니다.
       *[other] 이번 달 { $budget }크레딧 중 { $spent }크레딧을 썼습니다.
    }
