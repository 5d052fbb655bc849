import type { Resources } from './en_US.ts'

/** zh_TW: every key of en_US. */
const zh_TW: Resources = {
  "translation": {
    "common": {
      "loading": "載入中…",
      "errorTitle": "出了點問題",
      "unexpectedError": "發生了意外錯誤",
      "tryAgain": "重試",
      "language": "語言",
      "skipToContent": "跳到主要內容",
      "back": "返回",
      "next": "下一步",
      "previous": "上一頁",
      "cancel": "取消",
      "yes": "是",
      "no": "否",
      "goHome": "返回首頁",
      "notFoundTitle": "頁面未找到",
      "notFoundMessage": "您要找的頁面不存在。",
      "savePercent": "節省 {{percent}}%",
      "durationMinutes_one": "{{count}} 分鐘",
      "durationMinutes_other": "{{count}} 分鐘",
      "durationH": "{{hours}} 小時",
      "durationM": "{{minutes}} 分鐘",
      "durationHM": "{{hours}} 小時 {{minutes}} 分鐘",
      "weekdays": {
        "monday": "星期一",
        "tuesday": "星期二",
        "wednesday": "星期三",
        "thursday": "星期四",
        "friday": "星期五",
        "saturday": "星期六",
        "sunday": "星期日"
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
      "title": "Slotwise — 服務型商家的在線預約",
      "description": "為美發店、水療館、理發店、診所和工作室提供預約排程與在線預約。",
      "headline": "在一個地方管理所有預約。",
      "tagline": "幾分鐘內上線您的預約頁面。",
      "backOffice": "商家應用",
      "backOfficeSoon": "商家應用即將推出。"
    },
    "storefront": {
      "bookNow": "立即預約",
      "poweredBy": "由 Slotwise 提供支持",
      "logoAlt": "{{name}} 標志",
      "nav": {
        "label": "主導航",
        "openMenu": "開啟選單",
        "closeMenu": "關閉選單",
        "about": "關於我們",
        "team": "我們的團隊",
        "services": "服務",
        "otherLocations": "其他分店"
      },
      "notFound": {
        "title": "未找到商家",
        "message": "我們在“{{subdomain}}”找不到任何商家。請檢查網址後重試。"
      },
      "locationModal": {
        "title": "選擇分店",
        "language": "語言"
      },
      "hero": {
        "label": "歡迎"
      },
      "about": {
        "title": "關於我們",
        "empty": "歡迎來到 {{name}}。"
      },
      "features": {
        "label": "亮點",
        "slides": "投影片",
        "goTo": "顯示第 {{n}} 張"
      },
      "banner": {
        "label": "我們的服務"
      },
      "testimonials": {
        "title": "客戶評價"
      },
      "reviews": {
        "title": "評論",
        "rating": "評分 {{rating}}/5",
        "anonymous": "已驗證的顧客",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "評論分頁",
        "page": "第 {{page}} 頁，共 {{pages}} 頁",
        "summary_one": "{{average}} 分（滿分 5 分）· {{count}} 則評價",
        "summary_other": "{{average}} 分（滿分 5 分）· {{count}} 則評價",
        "featured": "精選",
        "photos_one": "{{count}} 張照片",
        "photos_other": "{{count}} 張照片",
        "photo": "開啟第 {{n}} 張照片，共 {{total}} 張",
        "morePhotos_one": "查看另外 {{count}} 張照片",
        "morePhotos_other": "查看另外 {{count}} 張照片",
        "previousPage": "上一頁",
        "nextPage": "下一頁",
        "previousPages": "向前 5 頁",
        "nextPages": "向後 5 頁",
        "goToPage": "第 {{page}} 頁"
      },
      "location": {
        "openNow": "營業中",
        "closedNow": "已打烊",
        "hours": "營業時間",
        "closed": "休息",
        "range": "{{start}} – {{end}}",
        "social": "關注我們",
        "map": "{{name}} 地圖",
        "mapOpen": "在 Google 地圖中開啟",
        "mapUnavailable": "目前無法顯示地圖。"
      },
      "team": {
        "title": "我們的團隊",
        "empty": "我們正在建設團隊頁面。請稍後再來認識我們的專業人員！",
        "defaultRole": "員工",
        "photoAlt": "{{name}} 的照片"
      },
      "services": {
        "title": "服務",
        "other": "其他",
        "empty": "{{location}} 暫未在線上列出服務。請致電 {{phone}} 了解詳情。"
      },
      "gallery": {
        "title": "圖庫",
        "filter": "按服務篩選圖庫",
        "noImages": "所選服務暫無圖片",
        "noImagesFor": "以下服務暫無圖片：{{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "在線預約 {{city}} 的 {{name}}。",
        "teamTitle": "我們的團隊 — {{name}}",
        "teamDescription": "認識 {{name}}（{{location}}）的專業人員：{{names}}。",
        "servicesTitle": "服務與價格 — {{name}}",
        "servicesDescription": "{{name}} 的服務、套裝方案與價格：{{services}}。"
      }
    },
    "booking": {
      "meta": {
        "title": "在線預約 — {{name}}",
        "description": "在線預約 {{name}}：{{categories}}。",
        "keyword": "在線預約",
        "catalog": "服務"
      },
      "loadError": {
        "title": "出了點問題",
        "message": "請稍後再試。"
      },
      "steps": {
        "label": "預約步驟",
        "location": "分店",
        "services": "服務",
        "dateTime": "日期和時間",
        "information": "資訊",
        "confirmation": "確認",
        "completed": "（已完成，返回此步驟）"
      },
      "location": {
        "title": "選擇分店",
        "book": "預約",
        "bookAt": "在 {{name}} 預約",
        "empty": "目前沒有可預約的分店。請稍後再來查看。"
      },
      "service": {
        "categories": "選擇服務類別",
        "categoriesPicked": "服務類別",
        "title": "選擇服務",
        "select": "選擇",
        "selectNamed": "選擇 {{name}}",
        "empty": "此分店目前沒有可預約的服務。請稍後再來查看。"
      },
      "nextDetails": "下一步：預約詳情",
      "addToCart": "加入購物車",
      "anyTeamMember": "任意可用的團隊成員",
      "professional": {
        "title": "選擇專業人員",
        "hint": "選擇一位專業人員，或直接繼續由任意可用的團隊成員為您服務。",
        "nextAddOns": "下一步：附加項目",
        "defaultRole": "專家",
        "noneAvailable": "抱歉，此門市目前沒有團隊成員提供{{service}}，因此暫時無法在此預訂該套餐。請選擇其他服務或門市。"
      },
      "addOns": {
        "title": "選擇附加項目"
      },
      "edit": {
        "service": "編輯服務",
        "bundle": "編輯套裝方案",
        "update": "更新項目"
      },
      "cart": {
        "button": "購物車",
        "open_one": "打開購物車，{{count}} 個項目",
        "open_other": "打開購物車，{{count}} 個項目",
        "title": "我的購物車",
        "empty": "您的購物車是空的",
        "emptyHint": "添加服務以繼續預約",
        "items": "項目",
        "total": "合計：",
        "addAnother": "再添加一項服務",
        "addService": "添加服務",
        "moveUp": "上移",
        "moveDown": "下移",
        "edit": "編輯",
        "remove": "移除",
        "employeeFee": "（+{{amount}}）",
        "addOnLine": "附加項目：{{name}} · {{minutes}} 分鐘 · {{price}}"
      },
      "dateTime": {
        "title": "選擇日期和時間",
        "timezone": "時區",
        "timezonePlaceholder": "選擇時區...",
        "previousMonth": "上個月",
        "nextMonth": "下個月",
        "startTimes": "可選開始時間",
        "partySize_one": "（為 {{count}} 人預約）",
        "partySize_other": "（為 {{count}} 人預約）",
        "noAvailability": "該日期沒有可預約的時間",
        "noAvailabilityParty_one": "該日期沒有適合 {{count}} 人的時間",
        "noAvailabilityParty_other": "該日期沒有適合 {{count}} 人的時間",
        "noServices": "未選擇服務",
        "datesFailed": "無法載入可預約的日期。",
        "back": "返回：服務",
        "next": "下一步：資訊"
      },
      "timezones": {
        "pacific": "太平洋時間",
        "mountain": "山地時間",
        "central": "中部時間",
        "eastern": "東部時間",
        "hawaii": "夏威夷時間"
      },
      "schedule": {
        "title": "您的預約安排",
        "pickSlot": "選擇一個時段以查看您的預約安排",
        "noServicesTitle": "未選擇服務",
        "noServicesMessage": "請返回并至少選擇一項服務以繼續。"
      },
      "information": {
        "title": "資訊",
        "page": "第 {{page}} 頁，共 {{pages}} 頁",
        "none": "您的選擇沒有需要回答的問題。請繼續確認預約。",
        "required": "此字段為必填項",
        "confirm": "我確認",
        "startDate": "開始日期",
        "endDate": "結束日期"
      },
      "confirmation": {
        "title": "確認",
        "details": "預約詳情",
        "noDate": "未選擇日期",
        "booked": "您的預約已成功",
        "errors": {
          "noItems": "請至少選擇一項服務",
          "serviceTime": "請為所有服務選擇日期和時間",
          "bundleTime": "請為套裝方案中的所有項目選擇日期和時間",
          "auth": "身份驗證失敗。請核對您的資訊後重試。",
          "invalid": "請求無效。請檢查您的資訊後重試。",
          "failed": "無法完成預約。請重試。",
          "generic": "出了點問題。請重試。"
        }
      },
      "totals": {
        "dueNow": "現在需付款",
        "dueInStore": "到店付款",
        "dueAtStoreCard": "到店付款（需綁定信用卡）："
      },
      "contact": {
        "step": "聯系資訊",
        "firstName": "名",
        "lastName": "姓",
        "email": "電子郵件",
        "phone": "電話",
        "confirm": "確認預約",
        "confirming": "正在確認預約...",
        "errors": {
          "firstNameRequired": "請輸入您的名字！",
          "firstNameLetters": "名字只能包含字母和空格",
          "lastNameRequired": "請輸入您的姓氏！",
          "lastNameLetters": "姓氏只能包含字母和空格",
          "emailRequired": "請輸入您的電子郵件！",
          "emailInvalid": "請輸入有效的電子郵件地址！",
          "phoneRequired": "電話號碼為必填項",
          "phoneInvalid": "請輸入有效的電話號碼！",
          "phoneShort": "電話號碼至少需要 10 位數字"
        }
      },
      "otp": {
        "label": "驗證碼",
        "digit": "第 {{n}} 位（共 6 位）",
        "prompt": "請輸入我們發送到 {{phone}} 的 6 位驗證碼。",
        "verify": "驗證",
        "resend": "重新發送驗證碼",
        "cooldown_one": "{{count}} 秒後可重新獲取驗證碼",
        "cooldown_other": "{{count}} 秒後可重新獲取驗證碼",
        "sent": "新的驗證碼已發送",
        "verified": "電話號碼驗證成功",
        "errors": {
          "length": "驗證碼必須正好是 6 位",
          "throttled": "請稍候再獲取新的驗證碼",
          "sendFailed": "驗證碼發送失敗。請重試。",
          "invalid": "驗證碼無效或已過期。請重試。",
          "verifyFailed": "驗證碼驗證失敗。請重試。"
        }
      },
      "payment": {
        "titleSetup": "第 2 步：爽約保障信用卡",
        "titlePayment": "第 2 步：付款",
        "titleMixed": "第 2 步：信用卡與付款",
        "setupStep": "第 1 步：授權信用卡，爽約時收取 {{amount}}",
        "paymentStep": "第 2 步：需付款 {{amount}} • 爽約將收取 {{fee}}",
        "setupHint": "請提供一張用於爽約保障的信用卡。",
        "setupCharge": "如果您未按時赴約，將從您的卡中扣除 {{amount}}。",
        "paymentHint": "請完成付款以確認您的預約。",
        "noRefund": "如果您爽約，{{amount}} 的費用將不予退還。",
        "authorize": "授權信用卡",
        "complete": "完成付款",
        "settingUp": "正在設定付款/信用卡授權...",
        "paymentFailedTitle": "付款設定失敗",
        "cardFailedTitle": "信用卡授權失敗",
        "editContact": "編輯聯系資訊",
        "testMode": "測試模式：不會向真實信用卡扣款。請使用 4242 4242 4242 4242。",
        "cardNumber": "卡號",
        "expiry": "有效期（MM / YY）",
        "authenticating": "正在驗證您的信用卡…",
        "cvc": "安全碼",
        "errors": {
          "setupFailed": "付款設定失敗。請重試。",
          "cardInvalid": "請輸入有效的卡號。",
          "paymentFailed": "付款失敗",
          "paymentIncomplete": "付款未完成",
          "cardSetupFailed": "信用卡設定失敗",
          "cardSetupIncomplete": "信用卡設定未完成"
        }
      },
      "success": {
        "greeting": "謝謝您，{{name}}！",
        "title_one": "您的預約已成功！",
        "title_other": "您的預約已全部成功！",
        "emailed": "我們已將確認資訊和您的表單回答發送到您的電子郵件。",
        "viewLink": "您可以在<link>這裡</link>查看您的預約。"
      }
    },
    "view": {
      "review": { "title": "評價您的到訪", "intro": "體驗如何？您的評分和幾句話能幫助團隊和未來的顧客。", "rating": "您的評分", "star_one": "{{count}} 星", "star_other": "{{count}} 星", "text": "您的評價（選填）", "placeholder": "您喜歡什麼？哪裡可以改進？", "submit": "送出評價", "yours": "您的評價", "outOf": "評分：{{rating}} / 5", "reviewedOn": "評價於 {{date}}", "thanks": "感謝您的評價！", "errors": { "empty": "請選擇評分或寫幾句話。", "tooLong": "評價最多 1000 個字元。" } },
      "details": "預約詳情",
      "location": "門市",
      "answers": "您的回答",
      "total": "合計",
      "booked": "預約於 {{date}}",
      "withStaff": "服務人員：{{names}}",
      "addOns": "加購項目：{{names}}",
      "bundle": "屬於 {{name}}",
      "meta": { "booking": "您的預約 · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "付款", "paidOnline": "已線上付款", "refunded": "已退款", "cardOnFile": "已保存信用卡作為爽約保護。", "nothingDue": "無需付款：預約已取消。", "status": "狀態：{{status}}", "statuses": { "requires_payment_method": "待付款", "requires_action": "待您確認", "processing": "處理中", "canceled": "已取消", "succeeded": "已付款", "requires_capture": "已授權" } },
      "photos": "{{name}}的照片",
      "photo": "{{name}}的照片 {{number}}",
      "hoursZone": "時區：{{zone}}",
      "bundleParts_one": "{{count}} 項服務",
      "bundleParts_other": "{{count}} 項服務",
      "bundleOthers": "同一套裝方案中的其他服務",
      "employeeChange": "從 {{from}} 改為 {{to}}",
      "reason": "原因：{{reason}}",
      "paymentEvent": { "payment": "預約已線上付款：{{amount}}", "refund": "已退款：{{amount}}", "no_show_fee": "已收取爽約費：{{amount}}", "no_show_fee_failed": "爽約費扣款失敗：{{amount}}" },
      "yes": "是",
      "no": "否",
      "by": { "customer": "由您", "businessUser": "由商家", "system": "自動", "staff": "由 {{name}}" },
      "modification": { "CREATED": "已預約", "RESCHEDULED": "已改期", "REASSIGNED": "已更換服務人員", "CONFIRMED": "已確認", "COMPLETED": "已完成", "CANCELLED": "已取消", "NO_SHOW": "標記為爽約" },
      "title": "您的預約",
      "code": "確認碼：{{code}}",
      "open": "查看預約",
      "backToBooking": "返回預約",
      "history": "修改記錄",
      "noHistory": "自預約以來沒有任何更改。",
      "moved": "從 {{from}} 改到 {{to}}",
      "statusChange": "狀態從 {{from}} 變為 {{to}}",
      "notFoundTitle": "未找到預約",
      "notFoundMessage": "找不到確認碼為 {{code}} 的預約。",
      "status": {
        "SCHEDULED": "已安排",
        "PENDING": "待處理",
        "CONFIRMED": "已確認",
        "COMPLETED": "已完成",
        "NO_SHOW": "爽約",
        "CANCELLED": "已取消"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "預約全部結束後即可評價此預訂。", "bookingNotReviewable": "此預訂沒有可評價的已到場預約。" },
    "generic": "出了點問題，請重試。",
    "request": {
      "network": "無法連接伺服器。請檢查網路後重試。",
      "timeout": "伺服器響應超時。請重試。",
      "invalid": "請求無效。請檢查您的資訊後重試。",
      "notFound": "未找到。"
    },
    "response": {
      "invalid": "伺服器返回了無法讀取的響應。請稍後再試。"
    },
    "auth": {
      "csrfFailed": "您的會話已過期。請重新整理頁面後重試。"
    },
    "business": {
      "notFound": "該商家不存在。"
    },
    "booking": {
      "slotTaken": "該時段剛剛被其他使用者預約。請選擇其他可用時間。"
    }
  }
}
export default zh_TW
