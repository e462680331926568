# 업데이트: 설정 > 업데이트, 그리고 시작할 때 확인한 결과를 알리는 알림.

updates-section = 업데이트
updates-current = 지금 쓰는 버전은 Dubdeck { $version }입니다.
updates-check = 업데이트 확인
updates-checking = 업데이트 확인 중…
updates-up-to-date = Dubdeck { $version } 버전이 최신 버전입니다.
updates-older = 제공된 릴리스({ $offered })가 이 버전({ $current })보다 오래되어 설치할 것이 없습니다.
updates-older-chosen-address = 업데이트 주소를 직접 지정했습니다. 그 주소가 최신 버전을 제공하는지 확인하거나 기본 주소를 사용하세요.
updates-available = Dubdeck { $version } 버전을 사용할 수 있습니다.
updates-notes = Dubdeck { $version } 버전의 새로운 점
updates-released = 출시일: { $date }
updates-no-notes = 이 버전에는 변경 사항 설명이 없습니다.
updates-install = 설치 후 다시 시작
updates-install-hint = Dubdeck이 새 버전을 다운로드해 서명을 확인하고 설치한 뒤 새 버전으로 다시 시작합니다. 진행 중인 작업이 먼저 끝나며, 라이브러리는 그대로 유지됩니다.

updates-stage-starting = Dubdeck { $version } 버전 설치를 시작하는 중…
updates-stage-waiting = 진행 중인 작업 { $jobs }건이 끝나기를 기다리는 중입니다. 작업이 끝나면 설치가 자동으로 시작됩니다.
updates-stage-downloading = Dubdeck { $version } 버전을 다운로드하는 중…
updates-stage-installing = Dubdeck { $version } 버전을 설치하는 중…
updates-stage-restarting = Dubdeck { $version } 버전을 설치했습니다. 이제 Dubdeck을 새 버전으로 다시 시작합니다.
updates-downloaded-of = { $total } 중 { $received }
updates-downloaded = { $received } 다운로드됨
updates-progress = Dubdeck { $version } 버전으로 업데이트
updates-try-again = 다시 시도
updates-releases-page = Dubdeck 릴리스 페이지:

updates-check-at-start = Dubdeck을 시작할 때 업데이트 확인
updates-check-at-start-hint = Dubdeck이 시작되고 잠시 뒤 한 번만 확인합니다(데모에서는 확인하지 않음). 새 버전이 나오면 알려 주며, 허락 없이는 아무것도 설치하지 않습니다.
updates-check-at-start-on = Dubdeck을 시작할 때 업데이트를 확인합니다.
updates-check-at-start-off = ‘업데이트 확인’을 누를 때만 업데이트를 확인합니다.

updates-address-change = 업데이트 주소 변경
updates-address-label = 업데이트 주소
updates-address-hint-default = 기본값: Dubdeck 공식 릴리스입니다. 직접 만든 버전을 시험할 때만 바꾸세요.
updates-address-hint-chosen = 직접 지정한 주소입니다. ‘기본값 사용’을 누르면 Dubdeck 공식 릴리스로 돌아갑니다.
updates-address-save = 주소 저장
updates-address-default = 기본값 사용
updates-address-saved = 업데이트 주소를 저장했습니다.
updates-address-reset-done = 다시 Dubdeck 공식 릴리스에서 업데이트를 확인합니다.
updates-address-invalid =
    { $problem ->
        [empty] 업데이트 주소를 입력하거나 ‘기본값 사용’을 누르세요.
        [not_address] { $address }은(는) 웹 주소가 아닙니다. https://로 시작하는 전체 주소를 입력하세요.
       *[not_https] { $address }은(는) 안전한 주소가 아닙니다. 업데이트는 https:// 주소에서 받아야 합니다(http://는 localhost처럼 이 컴퓨터의 주소에만 사용할 수 있습니다).
    }

updates-notice = Dubdeck { $version } 버전을 사용할 수 있습니다.
updates-notice-review = 자세히 보기
updates-notice-later = 나중에
