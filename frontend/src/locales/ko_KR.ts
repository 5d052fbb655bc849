import type { Resources } from './en_US.ts'

/** ko_KR: every key of en_US. */
const ko_KR: Resources = {
  "translation": {
    "common": {
      "loading": "불러오는 중…",
      "errorTitle": "문제가 발생했습니다",
      "unexpectedError": "예기치 않은 오류가 발생했습니다",
      "tryAgain": "다시 시도",
      "language": "언어",
      "skipToContent": "본문으로 건너뛰기",
      "back": "뒤로",
      "next": "다음",
      "previous": "이전",
      "cancel": "취소",
      "yes": "예",
      "no": "아니요",
      "goHome": "홈으로 이동",
      "notFoundTitle": "페이지를 찾을 수 없습니다",
      "notFoundMessage": "찾으시는 페이지가 존재하지 않습니다.",
      "savePercent": "{{percent}}% 할인",
      "durationMinutes_one": "{{count}}분",
      "durationMinutes_other": "{{count}}분",
      "durationH": "{{hours}}시간",
      "durationM": "{{minutes}}분",
      "durationHM": "{{hours}}시간 {{minutes}}분",
      "weekdays": {
        "monday": "월요일",
        "tuesday": "화요일",
        "wednesday": "수요일",
        "thursday": "목요일",
        "friday": "금요일",
        "saturday": "토요일",
        "sunday": "일요일"
      },
      "social": {
        "facebook": "Facebook",
        "instagram": "Instagram",
        "youtube": "YouTube",
        "tiktok": "TikTok",
        "linkedin": "LinkedIn",
        "yelp": "Yelp"
      }
    },
    "marketing": {
      "title": "Slotwise — 서비스 업체를 위한 온라인 예약",
      "description": "미용실, 스파, 이발소, 클리닉, 스튜디오를 위한 일정 관리와 온라인 예약.",
      "headline": "모든 예약을 한곳에서 관리하세요.",
      "tagline": "몇 분 만에 예약 페이지를 공개하세요.",
      "backOffice": "비즈니스 앱",
      "backOfficeSoon": "비즈니스 앱이 곧 출시됩니다."
    },
    "storefront": {
      "bookNow": "지금 예약",
      "poweredBy": "Powered by Slotwise",
      "logoAlt": "{{name}} 로고",
      "nav": {
        "label": "주 메뉴",
        "openMenu": "메뉴 열기",
        "closeMenu": "메뉴 닫기",
        "about": "소개",
        "team": "우리 팀",
        "services": "서비스",
        "otherLocations": "다른 지점"
      },
      "notFound": {
        "title": "업체를 찾을 수 없습니다",
        "message": "“{{subdomain}}”에서 업체를 찾을 수 없습니다. 주소를 확인한 후 다시 시도해 주세요."
      },
      "locationModal": {
        "title": "지점 선택",
        "language": "언어"
      },
      "hero": {
        "label": "환영합니다"
      },
      "about": {
        "title": "소개",
        "empty": "{{name}}에 오신 것을 환영합니다."
      },
      "features": {
        "label": "주요 특징",
        "slides": "슬라이드",
        "goTo": "{{n}}번 슬라이드 보기"
      },
      "banner": {
        "label": "서비스"
      },
      "testimonials": {
        "title": "고객 후기"
      },
      "reviews": {
        "title": "리뷰",
        "rating": "5점 만점에 {{rating}}점",
        "anonymous": "인증된 고객",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "리뷰 페이지",
        "page": "{{pages}}페이지 중 {{page}}페이지",
        "summary_one": "5점 만점에 {{average}}점 · 리뷰 {{count}}개",
        "summary_other": "5점 만점에 {{average}}점 · 리뷰 {{count}}개",
        "featured": "추천",
        "photos_one": "사진 {{count}}장",
        "photos_other": "사진 {{count}}장",
        "photo": "사진 {{total}}장 중 {{n}}번째 열기",
        "morePhotos_one": "사진 {{count}}장 더 보기",
        "morePhotos_other": "사진 {{count}}장 더 보기",
        "previousPage": "이전 페이지",
        "nextPage": "다음 페이지",
        "previousPages": "이전 5페이지",
        "nextPages": "다음 5페이지",
        "goToPage": "{{page}}페이지"
      },
      "location": {
        "openNow": "영업 중",
        "closedNow": "영업 종료",
        "hours": "영업시간",
        "closed": "휴무",
        "range": "{{start}} – {{end}}",
        "social": "팔로우하기",
        "map": "{{name}} 지도",
        "mapOpen": "Google 지도에서 열기",
        "mapUnavailable": "지금은 지도를 표시할 수 없습니다."
      },
      "team": {
        "title": "우리 팀",
        "empty": "팀 페이지를 준비하고 있습니다. 곧 전문가들을 만나보세요!",
        "defaultRole": "직원",
        "photoAlt": "{{name}} 사진"
      },
      "services": {
        "title": "서비스",
        "other": "기타",
        "empty": "{{location}}은(는) 아직 온라인에 서비스가 등록되지 않았습니다. 자세한 내용은 {{phone}}으로 전화해 주세요."
      },
      "gallery": {
        "title": "갤러리",
        "filter": "서비스별 갤러리 필터",
        "noImages": "선택한 서비스의 이미지가 없습니다",
        "noImagesFor": "이미지가 없는 서비스: {{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "{{city}}의 {{name}}을(를) 온라인으로 예약하세요.",
        "teamTitle": "우리 팀 — {{name}}",
        "teamDescription": "{{name}} {{location}}의 전문가를 만나보세요: {{names}}.",
        "servicesTitle": "서비스 및 가격 — {{name}}",
        "servicesDescription": "{{name}}의 서비스, 패키지, 가격: {{services}}."
      }
    },
    "booking": {
      "meta": {
        "title": "온라인 예약 — {{name}}",
        "description": "{{name}} 온라인 예약: {{categories}}.",
        "keyword": "온라인 예약",
        "catalog": "서비스"
      },
      "loadError": {
        "title": "문제가 발생했습니다",
        "message": "나중에 다시 시도해 주세요."
      },
      "steps": {
        "label": "예약 단계",
        "location": "지점",
        "services": "서비스",
        "dateTime": "날짜 및 시간",
        "information": "정보",
        "confirmation": "확인",
        "completed": "(완료됨, 이 단계로 돌아가기)"
      },
      "location": {
        "title": "지점 선택",
        "book": "예약",
        "bookAt": "{{name}}에서 예약",
        "empty": "현재 예약 가능한 지점이 없습니다. 나중에 다시 확인해 주세요."
      },
      "service": {
        "categories": "서비스 카테고리 선택",
        "categoriesPicked": "서비스 카테고리",
        "title": "서비스 선택",
        "select": "선택",
        "selectNamed": "{{name}} 선택",
        "empty": "현재 이 지점에서 예약 가능한 서비스가 없습니다. 나중에 다시 확인해 주세요."
      },
      "nextDetails": "다음: 예약 세부 정보",
      "addToCart": "장바구니에 추가",
      "anyTeamMember": "예약 가능한 아무 팀원",
      "professional": {
        "title": "담당자 선택",
        "hint": "담당자를 선택하거나, 예약 가능한 아무 팀원으로 계속하세요.",
        "nextAddOns": "다음: 추가 옵션",
        "defaultRole": "전문가",
        "noneAvailable": "죄송합니다. 현재 이 지점에는 {{service}}을(를) 제공하는 팀원이 없어 이 패키지를 예약할 수 없습니다. 다른 서비스나 지점을 선택해 주세요."
      },
      "addOns": {
        "title": "추가 옵션 선택"
      },
      "edit": {
        "service": "서비스 편집",
        "bundle": "패키지 편집",
        "update": "항목 업데이트"
      },
      "cart": {
        "button": "장바구니",
        "open_one": "장바구니 열기, {{count}}개 항목",
        "open_other": "장바구니 열기, {{count}}개 항목",
        "title": "내 장바구니",
        "empty": "장바구니가 비어 있습니다",
        "emptyHint": "예약을 계속하려면 서비스를 추가하세요",
        "items": "항목",
        "total": "합계:",
        "addAnother": "다른 서비스 추가",
        "addService": "서비스 추가",
        "moveUp": "위로 이동",
        "moveDown": "아래로 이동",
        "edit": "편집",
        "remove": "삭제",
        "employeeFee": "(+{{amount}})",
        "addOnLine": "추가 옵션: {{name}} · {{minutes}}분 · {{price}}"
      },
      "dateTime": {
        "title": "날짜 및 시간 선택",
        "timezone": "시간대",
        "timezonePlaceholder": "시간대 선택...",
        "previousMonth": "이전 달",
        "nextMonth": "다음 달",
        "startTimes": "예약 가능한 시작 시간",
        "partySize_one": "({{count}}명 예약)",
        "partySize_other": "({{count}}명 예약)",
        "noAvailability": "이 날짜에는 예약 가능한 시간이 없습니다",
        "noAvailabilityParty_one": "이 날짜에는 {{count}}명이 예약 가능한 시간이 없습니다",
        "noAvailabilityParty_other": "이 날짜에는 {{count}}명이 예약 가능한 시간이 없습니다",
        "noServices": "선택한 서비스가 없습니다",
        "datesFailed": "예약 가능한 날짜를 불러오지 못했습니다.",
        "back": "뒤로: 서비스",
        "next": "다음: 정보"
      },
      "timezones": {
        "pacific": "태평양 시간",
        "mountain": "산악 시간",
        "central": "중부 시간",
        "eastern": "동부 시간",
        "hawaii": "하와이 시간"
      },
      "schedule": {
        "title": "예약 일정",
        "pickSlot": "시간대를 선택하면 예약 일정을 볼 수 있습니다",
        "noServicesTitle": "선택한 서비스가 없습니다",
        "noServicesMessage": "돌아가서 서비스를 하나 이상 선택해 주세요."
      },
      "information": {
        "title": "정보",
        "page": "{{pages}}페이지 중 {{page}}페이지",
        "none": "선택하신 항목에 대한 질문이 없습니다. 예약 확인으로 계속하세요.",
        "required": "필수 입력 항목입니다",
        "confirm": "확인합니다",
        "startDate": "시작일",
        "endDate": "종료일"
      },
      "confirmation": {
        "title": "확인",
        "details": "예약 세부 정보",
        "noDate": "선택한 날짜 없음",
        "booked": "예약이 완료되었습니다",
        "errors": {
          "noItems": "서비스를 하나 이상 선택해 주세요",
          "serviceTime": "모든 서비스의 날짜와 시간을 선택해 주세요",
          "bundleTime": "모든 패키지 항목의 날짜와 시간을 선택해 주세요",
          "auth": "인증에 실패했습니다. 정보를 확인한 후 다시 시도해 주세요.",
          "invalid": "잘못된 요청입니다. 정보를 확인한 후 다시 시도해 주세요.",
          "failed": "예약을 완료하지 못했습니다. 다시 시도해 주세요.",
          "generic": "문제가 발생했습니다. 다시 시도해 주세요."
        }
      },
      "totals": {
        "dueNow": "지금 결제할 금액",
        "dueInStore": "매장에서 결제할 금액",
        "dueAtStoreCard": "매장 결제 (카드 등록 필요):"
      },
      "contact": {
        "step": "연락처 정보",
        "firstName": "이름",
        "lastName": "성",
        "email": "이메일",
        "phone": "전화번호",
        "confirm": "예약 확정",
        "confirming": "예약을 확정하는 중...",
        "errors": {
          "firstNameRequired": "이름을 입력해 주세요!",
          "firstNameLetters": "이름에는 문자와 공백만 사용할 수 있습니다",
          "lastNameRequired": "성을 입력해 주세요!",
          "lastNameLetters": "성에는 문자와 공백만 사용할 수 있습니다",
          "emailRequired": "이메일을 입력해 주세요!",
          "emailInvalid": "올바른 이메일 주소를 입력해 주세요!",
          "phoneRequired": "전화번호는 필수입니다",
          "phoneInvalid": "올바른 전화번호를 입력해 주세요!",
          "phoneShort": "전화번호는 10자리 이상이어야 합니다"
        }
      },
      "otp": {
        "label": "인증 코드",
        "digit": "6자 중 {{n}}번째 문자",
        "prompt": "{{phone}}(으)로 보낸 6자리 코드를 입력하세요.",
        "verify": "인증",
        "resend": "새 코드 받기",
        "cooldown_one": "{{count}}초 후에 다른 코드를 요청할 수 있습니다",
        "cooldown_other": "{{count}}초 후에 다른 코드를 요청할 수 있습니다",
        "sent": "새 인증 코드를 보냈습니다",
        "verified": "전화번호가 인증되었습니다",
        "errors": {
          "length": "OTP 코드는 정확히 6자리여야 합니다",
          "throttled": "잠시 후 다른 코드를 요청해 주세요",
          "sendFailed": "인증 코드를 보내지 못했습니다. 다시 시도해 주세요.",
          "invalid": "OTP 코드가 잘못되었거나 만료되었습니다. 다시 시도해 주세요.",
          "verifyFailed": "OTP를 인증하지 못했습니다. 다시 시도해 주세요."
        }
      },
      "payment": {
        "titleSetup": "2단계: 노쇼 보호용 카드",
        "titlePayment": "2단계: 결제",
        "titleMixed": "2단계: 카드 및 결제",
        "setupStep": "1단계: 노쇼 시 {{amount}} 청구를 위한 카드 승인",
        "paymentStep": "2단계: {{amount}} 결제 필요 • 노쇼 시 수수료 {{fee}}",
        "setupHint": "노쇼 보호를 위해 카드를 등록해 주세요.",
        "setupCharge": "예약에 나타나지 않으면 카드로 {{amount}}이(가) 청구됩니다.",
        "paymentHint": "예약을 확정하려면 결제를 완료해 주세요.",
        "noRefund": "노쇼 시 {{amount}} 수수료는 환불되지 않습니다.",
        "authorize": "카드 승인",
        "complete": "결제 완료",
        "settingUp": "결제/카드 승인을 준비하는 중...",
        "paymentFailedTitle": "결제 설정 실패",
        "cardFailedTitle": "카드 승인 실패",
        "editContact": "연락처 정보 편집",
        "testMode": "테스트 모드: 실제 카드는 청구되지 않습니다. 4242 4242 4242 4242를 사용하세요.",
        "cardNumber": "카드 번호",
        "expiry": "유효기간 (MM / YY)",
        "authenticating": "카드를 인증하는 중…",
        "cvc": "CVC",
        "errors": {
          "setupFailed": "결제를 설정하지 못했습니다. 다시 시도해 주세요.",
          "cardInvalid": "올바른 카드 번호를 입력해 주세요.",
          "paymentFailed": "결제에 실패했습니다",
          "paymentIncomplete": "결제가 완료되지 않았습니다",
          "cardSetupFailed": "카드 등록에 실패했습니다",
          "cardSetupIncomplete": "카드 등록이 완료되지 않았습니다"
        }
      },
      "success": {
        "greeting": "{{name}}님, 감사합니다!",
        "title_one": "예약이 완료되었습니다!",
        "title_other": "모든 예약이 완료되었습니다!",
        "emailed": "확인 메일과 양식 응답을 이메일로 보내드렸습니다.",
        "viewLink": "<link>여기</link>에서 예약을 확인할 수 있습니다."
      }
    },
    "view": {
      "review": { "title": "방문 후기 남기기", "intro": "어떠셨나요? 별점과 몇 마디가 팀과 다른 고객에게 도움이 됩니다.", "rating": "별점", "star_one": "별 {{count}}개", "star_other": "별 {{count}}개", "text": "후기 (선택)", "placeholder": "좋았던 점이나 개선할 점을 알려 주세요.", "submit": "후기 보내기", "yours": "내 후기", "outOf": "별점 5점 중 {{rating}}점", "reviewedOn": "{{date}}에 작성", "thanks": "후기를 남겨 주셔서 감사합니다!", "errors": { "empty": "별점을 선택하거나 후기를 작성해 주세요.", "tooLong": "후기는 최대 1000자까지 입력할 수 있습니다." } },
      "details": "예약 세부 정보",
      "location": "지점",
      "answers": "답변",
      "total": "합계",
      "booked": "{{date}}에 예약됨",
      "withStaff": "담당: {{names}}",
      "addOns": "추가 옵션: {{names}}",
      "bundle": "{{name}}의 일부",
      "meta": { "booking": "내 예약 · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "결제", "paidOnline": "온라인 결제 완료", "refunded": "환불됨", "cardOnFile": "노쇼 방지를 위해 카드가 등록되어 있습니다.", "nothingDue": "결제할 금액이 없습니다: 예약이 취소되었습니다.", "status": "상태: {{status}}", "statuses": { "requires_payment_method": "결제 대기", "requires_action": "확인 대기", "processing": "처리 중", "canceled": "취소됨", "succeeded": "결제 완료", "requires_capture": "승인됨" } },
      "photos": "{{name}} 사진",
      "photo": "{{name}} 사진 {{number}}",
      "hoursZone": "시간대: {{zone}}",
      "bundleParts_one": "서비스 {{count}}개",
      "bundleParts_other": "서비스 {{count}}개",
      "bundleOthers": "이 패키지의 다른 서비스",
      "employeeChange": "{{from}}에서 {{to}}(으)로 변경",
      "reason": "사유: {{reason}}",
      "paymentEvent": { "payment": "예약 온라인 결제: {{amount}}", "refund": "환불: {{amount}}", "no_show_fee": "노쇼 수수료 청구: {{amount}}", "no_show_fee_failed": "노쇼 수수료 청구 실패: {{amount}}" },
      "yes": "예",
      "no": "아니요",
      "by": { "customer": "고객님이 변경", "businessUser": "매장에서 변경", "system": "자동 변경", "staff": "{{name}}님이 변경" },
      "modification": { "CREATED": "예약됨", "RESCHEDULED": "일정 변경", "REASSIGNED": "담당자 변경", "CONFIRMED": "확정됨", "COMPLETED": "완료됨", "CANCELLED": "취소됨", "NO_SHOW": "노쇼로 처리됨" },
      "title": "내 예약",
      "code": "확인 코드: {{code}}",
      "open": "예약 보기",
      "backToBooking": "예약으로 돌아가기",
      "history": "변경 이력",
      "noHistory": "예약 이후 변경 사항이 없습니다.",
      "moved": "{{from}}에서 {{to}}(으)로 변경됨",
      "statusChange": "상태가 {{from}}에서 {{to}}(으)로 변경됨",
      "notFoundTitle": "예약을 찾을 수 없습니다",
      "notFoundMessage": "확인 코드 {{code}}에 해당하는 예약을 찾을 수 없습니다.",
      "status": {
        "SCHEDULED": "예정됨",
        "PENDING": "대기 중",
        "CONFIRMED": "확정됨",
        "COMPLETED": "완료됨",
        "NO_SHOW": "노쇼",
        "CANCELLED": "취소됨"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "예약된 모든 일정이 끝나면 후기를 남길 수 있습니다.", "bookingNotReviewable": "이 예약에는 후기를 남길 수 있는 방문 기록이 없습니다." },
    "generic": "문제가 발생했습니다. 다시 시도해 주세요.",
    "request": {
      "network": "서버에 연결할 수 없습니다. 연결을 확인한 후 다시 시도해 주세요.",
      "timeout": "서버 응답 시간이 너무 깁니다. 다시 시도해 주세요.",
      "invalid": "잘못된 요청입니다. 정보를 확인한 후 다시 시도해 주세요.",
      "notFound": "찾을 수 없습니다."
    },
    "response": {
      "invalid": "서버 응답을 읽을 수 없습니다. 나중에 다시 시도해 주세요."
    },
    "auth": {
      "csrfFailed": "세션이 만료되었습니다. 페이지를 새로 고친 후 다시 시도해 주세요."
    },
    "business": {
      "notFound": "이 업체는 존재하지 않습니다."
    },
    "booking": {
      "slotTaken": "이 시간대는 방금 다른 사용자가 예약했습니다. 다른 가능한 시간을 선택해 주세요."
    }
  }
}
export default ko_KR
