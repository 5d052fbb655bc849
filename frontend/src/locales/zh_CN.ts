import type { Resources } from './en_US.ts'

/** zh_CN: every key of en_US. */
const zh_CN: Resources = {
  "translation": {
    "common": {
      "loading": "加载中…",
      "errorTitle": "出了点问题",
      "unexpectedError": "发生了意外错误",
      "tryAgain": "重试",
      "language": "语言",
      "skipToContent": "跳到主要内容",
      "back": "返回",
      "next": "下一步",
      "previous": "上一页",
      "cancel": "取消",
      "yes": "是",
      "no": "否",
      "goHome": "返回首页",
      "notFoundTitle": "页面未找到",
      "notFoundMessage": "您要找的页面不存在。",
      "savePercent": "节省 {{percent}}%",
      "durationMinutes_one": "{{count}} 分钟",
      "durationMinutes_other": "{{count}} 分钟",
      "durationH": "{{hours}} 小时",
      "durationM": "{{minutes}} 分钟",
      "durationHM": "{{hours}} 小时 {{minutes}} 分钟",
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
      "title": "Slotwise — 服务型商家的在线预约",
      "description": "为美发店、水疗馆、理发店、诊所和工作室提供预约排程与在线预约。",
      "headline": "在一个地方管理所有预约。",
      "tagline": "几分钟内上线您的预约页面。",
      "backOffice": "商家应用",
      "backOfficeSoon": "商家应用即将推出。"
    },
    "storefront": {
      "bookNow": "立即预约",
      "poweredBy": "由 Slotwise 提供支持",
      "logoAlt": "{{name}} 标志",
      "nav": {
        "label": "主导航",
        "openMenu": "打开菜单",
        "closeMenu": "关闭菜单",
        "about": "关于我们",
        "team": "我们的团队",
        "services": "服务",
        "otherLocations": "其他门店"
      },
      "notFound": {
        "title": "未找到商家",
        "message": "我们在“{{subdomain}}”找不到任何商家。请检查网址后重试。"
      },
      "locationModal": {
        "title": "选择门店",
        "language": "语言"
      },
      "hero": {
        "label": "欢迎"
      },
      "about": {
        "title": "关于我们",
        "empty": "欢迎来到 {{name}}。"
      },
      "features": {
        "label": "亮点",
        "slides": "幻灯片",
        "goTo": "显示第 {{n}} 张"
      },
      "banner": {
        "label": "我们的服务"
      },
      "testimonials": {
        "title": "客户评价"
      },
      "reviews": {
        "title": "评论",
        "rating": "评分 {{rating}}/5",
        "anonymous": "已验证的顾客",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "评论分页",
        "page": "第 {{page}} 页，共 {{pages}} 页",
        "summary_one": "{{average}} 分（满分 5 分）· {{count}} 条评价",
        "summary_other": "{{average}} 分（满分 5 分）· {{count}} 条评价",
        "featured": "精选",
        "photos_one": "{{count}} 张照片",
        "photos_other": "{{count}} 张照片",
        "photo": "打开第 {{n}} 张照片，共 {{total}} 张",
        "morePhotos_one": "查看另外 {{count}} 张照片",
        "morePhotos_other": "查看另外 {{count}} 张照片",
        "previousPage": "上一页",
        "nextPage": "下一页",
        "previousPages": "向前 5 页",
        "nextPages": "向后 5 页",
        "goToPage": "第 {{page}} 页"
      },
      "location": {
        "openNow": "营业中",
        "closedNow": "已打烊",
        "hours": "营业时间",
        "closed": "休息",
        "range": "{{start}} – {{end}}",
        "social": "关注我们",
        "map": "{{name}} 地图",
        "mapOpen": "在 Google 地图中打开",
        "mapUnavailable": "目前无法显示地图。"
      },
      "team": {
        "title": "我们的团队",
        "empty": "我们正在建设团队页面。请稍后再来认识我们的专业人员！",
        "defaultRole": "员工",
        "photoAlt": "{{name}} 的照片"
      },
      "services": {
        "title": "服务",
        "other": "其他",
        "empty": "{{location}} 暂未在线上列出服务。请致电 {{phone}} 了解详情。"
      },
      "gallery": {
        "title": "图库",
        "filter": "按服务筛选图库",
        "noImages": "所选服务暂无图片",
        "noImagesFor": "以下服务暂无图片：{{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "在线预约 {{city}} 的 {{name}}。",
        "teamTitle": "我们的团队 — {{name}}",
        "teamDescription": "认识 {{name}}（{{location}}）的专业人员：{{names}}。",
        "servicesTitle": "服务与价格 — {{name}}",
        "servicesDescription": "{{name}} 的服务、套餐与价格：{{services}}。"
      }
    },
    "booking": {
      "meta": {
        "title": "在线预约 — {{name}}",
        "description": "在线预约 {{name}}：{{categories}}。",
        "keyword": "在线预约",
        "catalog": "服务"
      },
      "loadError": {
        "title": "出了点问题",
        "message": "请稍后再试。"
      },
      "steps": {
        "label": "预约步骤",
        "location": "门店",
        "services": "服务",
        "dateTime": "日期和时间",
        "information": "信息",
        "confirmation": "确认",
        "completed": "（已完成，返回此步骤）"
      },
      "location": {
        "title": "选择门店",
        "book": "预约",
        "bookAt": "在 {{name}} 预约",
        "empty": "目前没有可预约的门店。请稍后再来查看。"
      },
      "service": {
        "categories": "选择服务类别",
        "categoriesPicked": "服务类别",
        "title": "选择服务",
        "select": "选择",
        "selectNamed": "选择 {{name}}",
        "empty": "此门店目前没有可预约的服务。请稍后再来查看。"
      },
      "nextDetails": "下一步：预约详情",
      "addToCart": "加入购物车",
      "anyTeamMember": "任意可用的团队成员",
      "professional": {
        "title": "选择专业人员",
        "hint": "选择一位专业人员，或直接继续由任意可用的团队成员为您服务。",
        "nextAddOns": "下一步：附加项目",
        "defaultRole": "专家",
        "noneAvailable": "抱歉，此门店目前没有团队成员提供{{service}}，因此暂时无法在此预订该套餐。请选择其他服务或门店。"
      },
      "addOns": {
        "title": "选择附加项目"
      },
      "edit": {
        "service": "编辑服务",
        "bundle": "编辑套餐",
        "update": "更新项目"
      },
      "cart": {
        "button": "购物车",
        "open_one": "打开购物车，{{count}} 个项目",
        "open_other": "打开购物车，{{count}} 个项目",
        "title": "我的购物车",
        "empty": "您的购物车是空的",
        "emptyHint": "添加服务以继续预约",
        "items": "项目",
        "total": "合计：",
        "addAnother": "再添加一项服务",
        "addService": "添加服务",
        "moveUp": "上移",
        "moveDown": "下移",
        "edit": "编辑",
        "remove": "移除",
        "employeeFee": "（+{{amount}}）",
        "addOnLine": "附加项目：{{name}} · {{minutes}} 分钟 · {{price}}"
      },
      "dateTime": {
        "title": "选择日期和时间",
        "timezone": "时区",
        "timezonePlaceholder": "选择时区...",
        "previousMonth": "上个月",
        "nextMonth": "下个月",
        "startTimes": "可选开始时间",
        "partySize_one": "（为 {{count}} 人预约）",
        "partySize_other": "（为 {{count}} 人预约）",
        "noAvailability": "该日期没有可预约的时间",
        "noAvailabilityParty_one": "该日期没有适合 {{count}} 人的时间",
        "noAvailabilityParty_other": "该日期没有适合 {{count}} 人的时间",
        "noServices": "未选择服务",
        "datesFailed": "无法加载可预约的日期。",
        "back": "返回：服务",
        "next": "下一步：信息"
      },
      "timezones": {
        "pacific": "太平洋时间",
        "mountain": "山地时间",
        "central": "中部时间",
        "eastern": "东部时间",
        "hawaii": "夏威夷时间"
      },
      "schedule": {
        "title": "您的预约安排",
        "pickSlot": "选择一个时段以查看您的预约安排",
        "noServicesTitle": "未选择服务",
        "noServicesMessage": "请返回并至少选择一项服务以继续。"
      },
      "information": {
        "title": "信息",
        "page": "第 {{page}} 页，共 {{pages}} 页",
        "none": "您的选择没有需要回答的问题。请继续确认预约。",
        "required": "此字段为必填项",
        "confirm": "我确认",
        "startDate": "开始日期",
        "endDate": "结束日期"
      },
      "confirmation": {
        "title": "确认",
        "details": "预约详情",
        "noDate": "未选择日期",
        "booked": "您的预约已成功",
        "errors": {
          "noItems": "请至少选择一项服务",
          "serviceTime": "请为所有服务选择日期和时间",
          "bundleTime": "请为套餐中的所有项目选择日期和时间",
          "auth": "身份验证失败。请核对您的信息后重试。",
          "invalid": "请求无效。请检查您的信息后重试。",
          "failed": "无法完成预约。请重试。",
          "generic": "出了点问题。请重试。"
        }
      },
      "totals": {
        "dueNow": "现在需付款",
        "dueInStore": "到店付款",
        "dueAtStoreCard": "到店付款（需绑定银行卡）："
      },
      "contact": {
        "step": "联系信息",
        "firstName": "名",
        "lastName": "姓",
        "email": "电子邮箱",
        "phone": "电话",
        "confirm": "确认预约",
        "confirming": "正在确认预约...",
        "errors": {
          "firstNameRequired": "请输入您的名字！",
          "firstNameLetters": "名字只能包含字母和空格",
          "lastNameRequired": "请输入您的姓氏！",
          "lastNameLetters": "姓氏只能包含字母和空格",
          "emailRequired": "请输入您的电子邮箱！",
          "emailInvalid": "请输入有效的电子邮箱地址！",
          "phoneRequired": "电话号码为必填项",
          "phoneInvalid": "请输入有效的电话号码！",
          "phoneShort": "电话号码至少需要 10 位数字"
        }
      },
      "otp": {
        "label": "验证码",
        "digit": "第 {{n}} 位（共 6 位）",
        "prompt": "请输入我们发送到 {{phone}} 的 6 位验证码。",
        "verify": "验证",
        "resend": "重新发送验证码",
        "cooldown_one": "{{count}} 秒后可重新获取验证码",
        "cooldown_other": "{{count}} 秒后可重新获取验证码",
        "sent": "新的验证码已发送",
        "verified": "电话号码验证成功",
        "errors": {
          "length": "验证码必须正好是 6 位",
          "throttled": "请稍候再获取新的验证码",
          "sendFailed": "验证码发送失败。请重试。",
          "invalid": "验证码无效或已过期。请重试。",
          "verifyFailed": "验证码验证失败。请重试。"
        }
      },
      "payment": {
        "titleSetup": "第 2 步：爽约保障银行卡",
        "titlePayment": "第 2 步：付款",
        "titleMixed": "第 2 步：银行卡与付款",
        "setupStep": "第 1 步：授权银行卡，爽约时收取 {{amount}}",
        "paymentStep": "第 2 步：需付款 {{amount}} • 爽约将收取 {{fee}}",
        "setupHint": "请提供一张用于爽约保障的银行卡。",
        "setupCharge": "如果您未按时赴约，将从您的卡中扣除 {{amount}}。",
        "paymentHint": "请完成付款以确认您的预约。",
        "noRefund": "如果您爽约，{{amount}} 的费用将不予退还。",
        "authorize": "授权银行卡",
        "complete": "完成付款",
        "settingUp": "正在设置付款/银行卡授权...",
        "paymentFailedTitle": "付款设置失败",
        "cardFailedTitle": "银行卡授权失败",
        "editContact": "编辑联系信息",
        "testMode": "测试模式：不会向真实银行卡扣款。请使用 4242 4242 4242 4242。",
        "cardNumber": "卡号",
        "expiry": "有效期（MM / YY）",
        "authenticating": "正在验证您的银行卡…",
        "cvc": "安全码",
        "errors": {
          "setupFailed": "付款设置失败。请重试。",
          "cardInvalid": "请输入有效的卡号。",
          "paymentFailed": "付款失败",
          "paymentIncomplete": "付款未完成",
          "cardSetupFailed": "银行卡设置失败",
          "cardSetupIncomplete": "银行卡设置未完成"
        }
      },
      "success": {
        "greeting": "谢谢您，{{name}}！",
        "title_one": "您的预约已成功！",
        "title_other": "您的预约已全部成功！",
        "emailed": "我们已将确认信息和您的表单回答发送到您的电子邮箱。",
        "viewLink": "您可以在<link>这里</link>查看您的预约。"
      }
    },
    "view": {
      "review": { "title": "评价您的到访", "intro": "体验如何？您的评分和几句话能帮助团队和未来的顾客。", "rating": "您的评分", "star_one": "{{count}} 星", "star_other": "{{count}} 星", "text": "您的评价（可选）", "placeholder": "您喜欢什么？哪里可以改进？", "submit": "提交评价", "yours": "您的评价", "outOf": "评分：{{rating}} / 5", "reviewedOn": "评价于 {{date}}", "thanks": "感谢您的评价！", "errors": { "empty": "请选择评分或写几句话。", "tooLong": "评价最多 1000 个字符。" } },
      "details": "预约详情",
      "location": "门店",
      "answers": "您的回答",
      "total": "合计",
      "booked": "预约于 {{date}}",
      "withStaff": "服务人员：{{names}}",
      "addOns": "附加项目：{{names}}",
      "bundle": "属于 {{name}}",
      "meta": { "booking": "您的预约 · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "付款", "paidOnline": "已在线支付", "refunded": "已退款", "cardOnFile": "已保存银行卡用于爽约保护。", "nothingDue": "无需付款：预约已取消。", "status": "状态：{{status}}", "statuses": { "requires_payment_method": "待付款", "requires_action": "待您确认", "processing": "处理中", "canceled": "已取消", "succeeded": "已支付", "requires_capture": "已授权" } },
      "photos": "{{name}}的照片",
      "photo": "{{name}}的照片 {{number}}",
      "hoursZone": "时区：{{zone}}",
      "bundleParts_one": "{{count}} 项服务",
      "bundleParts_other": "{{count}} 项服务",
      "bundleOthers": "同一套餐中的其他服务",
      "employeeChange": "从 {{from}} 改为 {{to}}",
      "reason": "原因：{{reason}}",
      "paymentEvent": { "payment": "预约已在线支付：{{amount}}", "refund": "已退款：{{amount}}", "no_show_fee": "已收取爽约费：{{amount}}", "no_show_fee_failed": "爽约费扣款失败：{{amount}}" },
      "yes": "是",
      "no": "否",
      "by": { "customer": "由您", "businessUser": "由商家", "system": "自动", "staff": "由 {{name}}" },
      "modification": { "CREATED": "已预约", "RESCHEDULED": "已改期", "REASSIGNED": "已更换服务人员", "CONFIRMED": "已确认", "COMPLETED": "已完成", "CANCELLED": "已取消", "NO_SHOW": "标记为爽约" },
      "title": "您的预约",
      "code": "确认码：{{code}}",
      "open": "查看预约",
      "backToBooking": "返回预约",
      "history": "修改记录",
      "noHistory": "自预约以来没有任何更改。",
      "moved": "从 {{from}} 改到 {{to}}",
      "statusChange": "状态从 {{from}} 变为 {{to}}",
      "notFoundTitle": "未找到预约",
      "notFoundMessage": "找不到确认码为 {{code}} 的预约。",
      "status": {
        "SCHEDULED": "已安排",
        "PENDING": "待处理",
        "CONFIRMED": "已确认",
        "COMPLETED": "已完成",
        "NO_SHOW": "爽约",
        "CANCELLED": "已取消"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "预约全部结束后即可评价此预订。", "bookingNotReviewable": "此预订没有可评价的已到场预约。" },
    "generic": "出了点问题，请重试。",
    "request": {
      "network": "无法连接服务器。请检查网络后重试。",
      "timeout": "服务器响应超时。请重试。",
      "invalid": "请求无效。请检查您的信息后重试。",
      "notFound": "未找到。"
    },
    "response": {
      "invalid": "服务器返回了无法读取的响应。请稍后再试。"
    },
    "auth": {
      "csrfFailed": "您的会话已过期。请刷新页面后重试。"
    },
    "business": {
      "notFound": "该商家不存在。"
    },
    "booking": {
      "slotTaken": "该时段刚刚被其他用户预约。请选择其他可用时间。"
    }
  }
}
export default zh_CN
