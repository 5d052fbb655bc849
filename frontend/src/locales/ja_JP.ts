import type { Resources } from './en_US.ts'

/** ja_JP: every key of en_US. */
const ja_JP: Resources = {
  "translation": {
    "common": {
      "loading": "読み込み中…",
      "errorTitle": "問題が発生しました",
      "unexpectedError": "予期しないエラーが発生しました",
      "tryAgain": "再試行",
      "language": "言語",
      "skipToContent": "本文へスキップ",
      "back": "戻る",
      "next": "次へ",
      "previous": "前へ",
      "cancel": "キャンセル",
      "yes": "はい",
      "no": "いいえ",
      "goHome": "ホームページへ",
      "notFoundTitle": "ページが見つかりません",
      "notFoundMessage": "お探しのページは存在しません。",
      "savePercent": "{{percent}}%お得",
      "durationMinutes_one": "{{count}}分",
      "durationMinutes_other": "{{count}}分",
      "durationH": "{{hours}}時間",
      "durationM": "{{minutes}}分",
      "durationHM": "{{hours}}時間{{minutes}}分",
      "weekdays": {
        "monday": "月曜日",
        "tuesday": "火曜日",
        "wednesday": "水曜日",
        "thursday": "木曜日",
        "friday": "金曜日",
        "saturday": "土曜日",
        "sunday": "日曜日"
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
      "title": "Slotwise — サービス業のためのオンライン予約",
      "description": "美容室、スパ、理容室、クリニック、スタジオのための予約管理とオンライン予約。",
      "headline": "すべての予約をひとつの場所で管理。",
      "tagline": "数分で予約ページを公開できます。",
      "backOffice": "ビジネス向けアプリ",
      "backOfficeSoon": "ビジネス向けアプリは近日公開予定です。"
    },
    "storefront": {
      "bookNow": "今すぐ予約",
      "poweredBy": "Powered by Slotwise",
      "logoAlt": "{{name}}のロゴ",
      "nav": {
        "label": "メイン",
        "openMenu": "メニューを開く",
        "closeMenu": "メニューを閉じる",
        "about": "私たちについて",
        "team": "スタッフ紹介",
        "services": "メニュー・料金",
        "otherLocations": "他の店舗"
      },
      "notFound": {
        "title": "店舗が見つかりません",
        "message": "「{{subdomain}}」に該当する店舗が見つかりませんでした。アドレスを確認して、もう一度お試しください。"
      },
      "locationModal": {
        "title": "店舗を選択",
        "language": "言語"
      },
      "hero": {
        "label": "ようこそ"
      },
      "about": {
        "title": "私たちについて",
        "empty": "{{name}}へようこそ。"
      },
      "features": {
        "label": "特徴",
        "slides": "スライド",
        "goTo": "スライド{{n}}を表示"
      },
      "banner": {
        "label": "サービス一覧"
      },
      "testimonials": {
        "title": "お客様の声"
      },
      "reviews": {
        "title": "レビュー",
        "rating": "5段階中{{rating}}の評価",
        "anonymous": "認証済みのお客様",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "レビューのページ",
        "page": "{{pages}}ページ中{{page}}ページ目",
        "summary_one": "5点中{{average}} · {{count}}件のレビュー",
        "summary_other": "5点中{{average}} · {{count}}件のレビュー",
        "featured": "おすすめ",
        "photos_one": "写真{{count}}枚",
        "photos_other": "写真{{count}}枚",
        "photo": "写真{{total}}枚中{{n}}枚目を開く",
        "morePhotos_one": "さらに{{count}}枚の写真を見る",
        "morePhotos_other": "さらに{{count}}枚の写真を見る",
        "previousPage": "前のページ",
        "nextPage": "次のページ",
        "previousPages": "前の5ページ",
        "nextPages": "次の5ページ",
        "goToPage": "{{page}}ページ"
      },
      "location": {
        "openNow": "営業中",
        "closedNow": "営業時間外",
        "hours": "営業時間",
        "closed": "定休日",
        "range": "{{start}}～{{end}}",
        "social": "フォローする",
        "map": "{{name}}の地図",
        "mapOpen": "Google マップで開く",
        "mapUnavailable": "現在、地図を表示できません。"
      },
      "team": {
        "title": "スタッフ紹介",
        "empty": "スタッフ紹介ページを準備中です。近日中にプロフェッショナルたちをご紹介します！",
        "defaultRole": "スタッフ",
        "photoAlt": "{{name}}の写真"
      },
      "services": {
        "title": "メニュー・料金",
        "other": "その他",
        "empty": "{{location}}ではまだオンラインでメニューを公開していません。詳しくは{{phone}}までお電話ください。"
      },
      "gallery": {
        "title": "ギャラリー",
        "filter": "サービスでギャラリーを絞り込む",
        "noImages": "選択したサービスの画像はありません",
        "noImagesFor": "画像がないサービス：{{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "{{city}}の{{name}}をオンラインで予約。",
        "teamTitle": "スタッフ紹介 — {{name}}",
        "teamDescription": "{{name}}（{{location}}）のプロフェッショナル：{{names}}。",
        "servicesTitle": "メニューと料金 — {{name}}",
        "servicesDescription": "{{name}}のメニュー、セット、料金：{{services}}。"
      }
    },
    "booking": {
      "meta": {
        "title": "オンライン予約 — {{name}}",
        "description": "{{name}}をオンラインで予約：{{categories}}。",
        "keyword": "オンライン予約",
        "catalog": "メニュー"
      },
      "loadError": {
        "title": "問題が発生しました",
        "message": "しばらくしてからもう一度お試しください。"
      },
      "steps": {
        "label": "予約の手順",
        "location": "店舗",
        "services": "メニュー",
        "dateTime": "日時",
        "information": "情報",
        "confirmation": "確認",
        "completed": "（完了、この手順に戻る）"
      },
      "location": {
        "title": "店舗を選択",
        "book": "予約する",
        "bookAt": "{{name}}で予約する",
        "empty": "現在予約可能な店舗はありません。後ほどもう一度ご確認ください。"
      },
      "service": {
        "categories": "サービスカテゴリを選択",
        "categoriesPicked": "サービスカテゴリ",
        "title": "サービスを選択",
        "select": "選択",
        "selectNamed": "{{name}}を選択",
        "empty": "この店舗では現在予約可能なサービスがありません。後ほどもう一度ご確認ください。"
      },
      "nextDetails": "次へ：予約の詳細",
      "addToCart": "カートに追加",
      "anyTeamMember": "指名なし（空いているスタッフ）",
      "professional": {
        "title": "担当者を選択",
        "hint": "担当者を選ぶか、指名なしで続けてください。",
        "nextAddOns": "次へ：オプション",
        "defaultRole": "スペシャリスト",
        "noneAvailable": "申し訳ありません。現在この店舗では{{service}}を担当できるスタッフがいないため、このセットは予約できません。別のサービスまたは店舗をお選びください。"
      },
      "addOns": {
        "title": "オプションを選択"
      },
      "edit": {
        "service": "サービスを編集",
        "bundle": "セットを編集",
        "update": "更新する"
      },
      "cart": {
        "button": "カート",
        "open_one": "カートを開く（{{count}}件）",
        "open_other": "カートを開く（{{count}}件）",
        "title": "マイカート",
        "empty": "カートは空です",
        "emptyHint": "予約を続けるにはサービスを追加してください",
        "items": "アイテム",
        "total": "合計：",
        "addAnother": "別のサービスを追加",
        "addService": "サービスを追加",
        "moveUp": "上へ移動",
        "moveDown": "下へ移動",
        "edit": "編集",
        "remove": "削除",
        "employeeFee": "（+{{amount}}）",
        "addOnLine": "オプション：{{name}} · {{minutes}}分 · {{price}}"
      },
      "dateTime": {
        "title": "日時を選択",
        "timezone": "タイムゾーン",
        "timezonePlaceholder": "タイムゾーンを選択...",
        "previousMonth": "前の月",
        "nextMonth": "次の月",
        "startTimes": "予約可能な開始時刻",
        "partySize_one": "（{{count}}名で予約）",
        "partySize_other": "（{{count}}名で予約）",
        "noAvailability": "この日は空きがありません",
        "noAvailabilityParty_one": "この日は{{count}}名分の空きがありません",
        "noAvailabilityParty_other": "この日は{{count}}名分の空きがありません",
        "noServices": "サービスが選択されていません",
        "datesFailed": "予約可能な日付を読み込めませんでした。",
        "back": "戻る：メニュー",
        "next": "次へ：情報"
      },
      "timezones": {
        "pacific": "太平洋時間",
        "mountain": "山岳部時間",
        "central": "中部時間",
        "eastern": "東部時間",
        "hawaii": "ハワイ時間"
      },
      "schedule": {
        "title": "予約スケジュール",
        "pickSlot": "時間帯を選ぶと予約スケジュールが表示されます",
        "noServicesTitle": "サービスが選択されていません",
        "noServicesMessage": "戻って、少なくとも1つのサービスを選択してください。"
      },
      "information": {
        "title": "情報",
        "page": "{{pages}}ページ中{{page}}ページ目",
        "none": "選択内容に関する質問はありません。予約の確認に進んでください。",
        "required": "この項目は必須です",
        "confirm": "確認しました",
        "startDate": "開始日",
        "endDate": "終了日"
      },
      "confirmation": {
        "title": "確認",
        "details": "予約の詳細",
        "noDate": "日付が選択されていません",
        "booked": "ご予約が完了しました",
        "errors": {
          "noItems": "少なくとも1つのサービスを選択してください",
          "serviceTime": "すべてのサービスの日時を選択してください",
          "bundleTime": "セットのすべての項目の日時を選択してください",
          "auth": "認証に失敗しました。情報を確認して、もう一度お試しください。",
          "invalid": "無効なリクエストです。情報を確認して、もう一度お試しください。",
          "failed": "予約を完了できませんでした。もう一度お試しください。",
          "generic": "問題が発生しました。もう一度お試しください。"
        }
      },
      "totals": {
        "dueNow": "今すぐお支払い",
        "dueInStore": "店頭でお支払い",
        "dueAtStoreCard": "店頭でお支払い（カード登録が必要）："
      },
      "contact": {
        "step": "連絡先情報",
        "firstName": "名",
        "lastName": "姓",
        "email": "メールアドレス",
        "phone": "電話番号",
        "confirm": "予約を確定",
        "confirming": "予約を確定しています...",
        "errors": {
          "firstNameRequired": "名を入力してください！",
          "firstNameLetters": "名には文字とスペースのみ使用できます",
          "lastNameRequired": "姓を入力してください！",
          "lastNameLetters": "姓には文字とスペースのみ使用できます",
          "emailRequired": "メールアドレスを入力してください！",
          "emailInvalid": "有効なメールアドレスを入力してください！",
          "phoneRequired": "電話番号は必須です",
          "phoneInvalid": "有効な電話番号を入力してください！",
          "phoneShort": "電話番号は10桁以上で入力してください"
        }
      },
      "otp": {
        "label": "確認コード",
        "digit": "6文字中{{n}}文字目",
        "prompt": "{{phone}}に送信した6文字のコードを入力してください。",
        "verify": "確認する",
        "resend": "新しいコードを送信",
        "cooldown_one": "{{count}}秒後に別のコードをリクエストできます",
        "cooldown_other": "{{count}}秒後に別のコードをリクエストできます",
        "sent": "新しい確認コードを送信しました",
        "verified": "電話番号を確認しました",
        "errors": {
          "length": "OTPコードはちょうど6桁である必要があります",
          "throttled": "しばらく待ってから別のコードをリクエストしてください",
          "sendFailed": "確認コードを送信できませんでした。もう一度お試しください。",
          "invalid": "OTPコードが無効か期限切れです。もう一度お試しください。",
          "verifyFailed": "OTPを確認できませんでした。もう一度お試しください。"
        }
      },
      "payment": {
        "titleSetup": "ステップ2：無断キャンセル対策のカード",
        "titlePayment": "ステップ2：お支払い",
        "titleMixed": "ステップ2：カードとお支払い",
        "setupStep": "ステップ1：無断キャンセル時に{{amount}}を請求するためのカード承認",
        "paymentStep": "ステップ2：{{amount}}のお支払いが必要です • 無断キャンセル時は{{fee}}",
        "setupHint": "無断キャンセル対策のためにカードをご登録ください。",
        "setupCharge": "予約に来店されなかった場合、カードに{{amount}}が請求されます。",
        "paymentHint": "予約を確定するにはお支払いを完了してください。",
        "noRefund": "無断キャンセルの場合、{{amount}}の料金は返金されません。",
        "authorize": "カードを承認",
        "complete": "支払いを完了",
        "settingUp": "お支払い／カード承認を準備しています...",
        "paymentFailedTitle": "お支払いの準備に失敗しました",
        "cardFailedTitle": "カードの承認に失敗しました",
        "editContact": "連絡先情報を編集",
        "testMode": "テストモード：実際のカードには請求されません。4242 4242 4242 4242 をご利用ください。",
        "cardNumber": "カード番号",
        "expiry": "有効期限（MM / YY）",
        "authenticating": "カードを認証しています…",
        "cvc": "セキュリティコード",
        "errors": {
          "setupFailed": "お支払いの準備に失敗しました。もう一度お試しください。",
          "cardInvalid": "有効なカード番号を入力してください。",
          "paymentFailed": "お支払いに失敗しました",
          "paymentIncomplete": "お支払いが完了しませんでした",
          "cardSetupFailed": "カードの登録に失敗しました",
          "cardSetupIncomplete": "カードの登録が完了しませんでした"
        }
      },
      "success": {
        "greeting": "{{name}}様、ありがとうございます！",
        "title_one": "ご予約が完了しました！",
        "title_other": "すべてのご予約が完了しました！",
        "emailed": "確認メールとフォームの回答をメールアドレスにお送りしました。",
        "viewLink": "予約内容は<link>こちら</link>から確認できます。"
      }
    },
    "view": {
      "review": { "title": "ご来店のレビュー", "intro": "いかがでしたか？評価と一言が、スタッフとこれからのお客様の参考になります。", "rating": "評価", "star_one": "星{{count}}つ", "star_other": "星{{count}}つ", "text": "レビュー（任意）", "placeholder": "良かった点や改善してほしい点を教えてください。", "submit": "レビューを送信", "yours": "あなたのレビュー", "outOf": "評価：5点中{{rating}}点", "reviewedOn": "{{date}}にレビュー", "thanks": "レビューをありがとうございます！", "errors": { "empty": "評価を選ぶか、コメントを入力してください。", "tooLong": "レビューは1000文字以内で入力してください。" } },
      "details": "予約の詳細",
      "location": "店舗",
      "answers": "ご回答",
      "total": "合計",
      "booked": "{{date}} に予約",
      "withStaff": "担当：{{names}}",
      "addOns": "オプション：{{names}}",
      "bundle": "{{name}} の一部",
      "meta": { "booking": "ご予約 · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "お支払い", "paidOnline": "オンラインで支払い済み", "refunded": "返金済み", "cardOnFile": "無断キャンセル対策としてカードを登録済みです。", "nothingDue": "お支払いはありません：予約はキャンセルされました。", "status": "ステータス：{{status}}", "statuses": { "requires_payment_method": "お支払い待ち", "requires_action": "ご確認待ち", "processing": "処理中", "canceled": "キャンセル済み", "succeeded": "支払い済み", "requires_capture": "承認済み" } },
      "photos": "{{name}}の写真",
      "photo": "{{name}}の写真 {{number}}",
      "hoursZone": "タイムゾーン：{{zone}}",
      "bundleParts_one": "{{count}}件のサービス",
      "bundleParts_other": "{{count}}件のサービス",
      "bundleOthers": "このセットのほかのサービス",
      "employeeChange": "{{from}} から {{to}} に変更",
      "reason": "理由：{{reason}}",
      "paymentEvent": { "payment": "予約をオンラインで支払い済み：{{amount}}", "refund": "返金：{{amount}}", "no_show_fee": "無断キャンセル料を請求：{{amount}}", "no_show_fee_failed": "無断キャンセル料を請求できませんでした：{{amount}}" },
      "yes": "はい",
      "no": "いいえ",
      "by": { "customer": "お客様による", "businessUser": "店舗による", "system": "自動", "staff": "{{name}}による" },
      "modification": { "CREATED": "予約済み", "RESCHEDULED": "日時変更", "REASSIGNED": "担当者変更", "CONFIRMED": "確定", "COMPLETED": "完了", "CANCELLED": "キャンセル", "NO_SHOW": "無断キャンセルとして記録" },
      "title": "ご予約",
      "code": "確認コード：{{code}}",
      "open": "予約を表示",
      "backToBooking": "予約に戻る",
      "history": "変更履歴",
      "noHistory": "予約後の変更はありません。",
      "moved": "{{from}}から{{to}}に変更",
      "statusChange": "ステータスが{{from}}から{{to}}に変更",
      "notFoundTitle": "予約が見つかりません",
      "notFoundMessage": "確認コード{{code}}の予約は見つかりませんでした。",
      "status": {
        "SCHEDULED": "予定済み",
        "PENDING": "保留中",
        "CONFIRMED": "確定",
        "COMPLETED": "完了",
        "NO_SHOW": "無断キャンセル",
        "CANCELLED": "キャンセル済み"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "すべての予約が終了すると、この予約をレビューできます。", "bookingNotReviewable": "この予約にはレビューできる来店済みの予約がありません。" },
    "generic": "問題が発生しました。もう一度お試しください。",
    "request": {
      "network": "サーバーに接続できませんでした。接続を確認して、もう一度お試しください。",
      "timeout": "サーバーの応答に時間がかかりすぎています。もう一度お試しください。",
      "invalid": "無効なリクエストです。情報を確認して、もう一度お試しください。",
      "notFound": "見つかりません。"
    },
    "response": {
      "invalid": "サーバーの応答を読み取れませんでした。しばらくしてからお試しください。"
    },
    "auth": {
      "csrfFailed": "セッションの有効期限が切れました。ページを再読み込みして、もう一度お試しください。"
    },
    "business": {
      "notFound": "この店舗は存在しません。"
    },
    "booking": {
      "slotTaken": "この時間帯はたった今ほかのお客様が予約しました。別の空き時間を選択してください。"
    }
  }
}
export default ja_JP
