# 이전 실행에서 Dubdeck이 예기치 않게 종료(충돌)되었을 때의 알림과 보고서.

## 시작할 때의 알림

crash-notice = 지난번에 Dubdeck이 예기치 않게 종료되었습니다.
crash-notice-several = 최근 Dubdeck이 예기치 않게 { $count }번 종료되었습니다. ‘보고서 보기’를 누르면 최신 보고서가 열리며, 모든 보고서는 ‘설정 › 정보’에 있습니다.
crash-show = 보고서 보기
crash-dismiss = 닫기

## 보고서 대화 상자

crash-dialog-title = 충돌 보고서
crash-dialog-text = { $date }에 Dubdeck이 예기치 않게 종료되면서 남긴 기록입니다. 문제를 보고할 때 함께 보내면 문제 해결에 도움이 됩니다. 키나 비밀번호는 들어 있지 않지만 파일 이름이 들어 있을 수 있으니, 공유하기 전에 읽어 보세요.
crash-text-label = 보고서
crash-reading = 보고서를 읽는 중…
crash-read-failed = 이 보고서를 읽지 못했습니다. { $reason }
crash-copy = 보고서와 진단 정보 복사
crash-report = 문제 보고
crash-close = 닫기
crash-copied =
    { $copied ->
        [report] 보고서를 복사했습니다. 문제를 보고할 때 붙여 넣으세요.
       *[all] 복사했습니다. 문제를 보고할 때 보고서와 진단 정보를 붙여 넣으세요.
    }
crash-report-opened =
    { $copied ->
        [all] 브라우저에서 문제 보고 페이지가 열립니다. 그곳에 보고서와 진단 정보를 붙여 넣으세요.
        [report] 브라우저에서 문제 보고 페이지가 열립니다. 그곳에 보고서를 붙여 넣으세요.
       *[refused] 브라우저에서 문제 보고 페이지가 열립니다. 아래 상자의 텍스트를 복사해 그곳에 붙여 넣으세요.
    }
