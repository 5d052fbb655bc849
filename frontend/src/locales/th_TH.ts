import type { Resources } from './en_US.ts'

/** th_TH: every key of en_US. */
const th_TH: Resources = {
  "translation": {
    "common": {
      "loading": "กำลังโหลด…",
      "errorTitle": "เกิดข้อผิดพลาด",
      "unexpectedError": "เกิดข้อผิดพลาดที่ไม่คาดคิด",
      "tryAgain": "ลองอีกครั้ง",
      "language": "ภาษา",
      "skipToContent": "ข้ามไปยังเนื้อหา",
      "back": "ย้อนกลับ",
      "next": "ถัดไป",
      "previous": "ก่อนหน้า",
      "cancel": "ยกเลิก",
      "yes": "ใช่",
      "no": "ไม่ใช่",
      "goHome": "ไปที่หน้าแรก",
      "notFoundTitle": "ไม่พบหน้านี้",
      "notFoundMessage": "ไม่มีหน้าที่คุณกำลังค้นหา",
      "savePercent": "ประหยัด {{percent}}%",
      "durationMinutes_one": "{{count}} นาที",
      "durationMinutes_other": "{{count}} นาที",
      "durationH": "{{hours}} ชม.",
      "durationM": "{{minutes}} นาที",
      "durationHM": "{{hours}} ชม. {{minutes}} นาที",
      "weekdays": {
        "monday": "วันจันทร์",
        "tuesday": "วันอังคาร",
        "wednesday": "วันพุธ",
        "thursday": "วันพฤหัสบดี",
        "friday": "วันศุกร์",
        "saturday": "วันเสาร์",
        "sunday": "วันอาทิตย์"
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
      "title": "Slotwise — ระบบจองออนไลน์สำหรับธุรกิจบริการ",
      "description": "ระบบนัดหมายและจองออนไลน์สำหรับร้านทำผม สปา ร้านตัดผมชาย คลินิก และสตูดิโอ",
      "headline": "จัดการทุกการจองได้ในที่เดียว",
      "tagline": "เปิดหน้าจองของคุณได้ภายในไม่กี่นาที",
      "backOffice": "แอปสำหรับธุรกิจ",
      "backOfficeSoon": "แอปสำหรับธุรกิจกำลังจะมาเร็ว ๆ นี้"
    },
    "storefront": {
      "bookNow": "จองเลย",
      "poweredBy": "ขับเคลื่อนโดย Slotwise",
      "logoAlt": "โลโก้ {{name}}",
      "nav": {
        "label": "เมนูหลัก",
        "openMenu": "เปิดเมนู",
        "closeMenu": "ปิดเมนู",
        "about": "เกี่ยวกับเรา",
        "team": "ทีมของเรา",
        "services": "บริการ",
        "otherLocations": "สาขาอื่น"
      },
      "notFound": {
        "title": "ไม่พบธุรกิจ",
        "message": "เราไม่พบธุรกิจที่ “{{subdomain}}” โปรดตรวจสอบที่อยู่แล้วลองอีกครั้ง"
      },
      "locationModal": {
        "title": "เลือกสาขา",
        "language": "ภาษา"
      },
      "hero": {
        "label": "ยินดีต้อนรับ"
      },
      "about": {
        "title": "เกี่ยวกับเรา",
        "empty": "ยินดีต้อนรับสู่ {{name}}"
      },
      "features": {
        "label": "จุดเด่น",
        "slides": "สไลด์",
        "goTo": "แสดงสไลด์ที่ {{n}}"
      },
      "banner": {
        "label": "บริการของเรา"
      },
      "testimonials": {
        "title": "เสียงจากลูกค้า"
      },
      "reviews": {
        "title": "รีวิว",
        "rating": "ได้คะแนน {{rating}} จาก 5",
        "anonymous": "ลูกค้าที่ยืนยันแล้ว",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "หน้ารีวิว",
        "page": "หน้า {{page}} จาก {{pages}}",
        "summary_one": "{{average}} จาก 5 · {{count}} รีวิว",
        "summary_other": "{{average}} จาก 5 · {{count}} รีวิว",
        "featured": "แนะนำ",
        "photos_one": "{{count}} รูป",
        "photos_other": "{{count}} รูป",
        "photo": "เปิดรูปที่ {{n}} จาก {{total}}",
        "morePhotos_one": "ดูอีก {{count}} รูป",
        "morePhotos_other": "ดูอีก {{count}} รูป",
        "previousPage": "หน้าก่อนหน้า",
        "nextPage": "หน้าถัดไป",
        "previousPages": "5 หน้าก่อนหน้า",
        "nextPages": "5 หน้าถัดไป",
        "goToPage": "หน้า {{page}}"
      },
      "location": {
        "openNow": "เปิดอยู่ตอนนี้",
        "closedNow": "ปิดอยู่ตอนนี้",
        "hours": "เวลาทำการ",
        "closed": "ปิด",
        "range": "{{start}} – {{end}}",
        "social": "ติดตามเรา",
        "map": "แผนที่ {{name}}",
        "mapOpen": "เปิดใน Google Maps",
        "mapUnavailable": "ไม่สามารถแสดงแผนที่ได้ในขณะนี้"
      },
      "team": {
        "title": "ทีมของเรา",
        "empty": "เรากำลังจัดทำหน้าทีมของเรา กลับมาเร็ว ๆ นี้เพื่อพบกับผู้เชี่ยวชาญของเรา!",
        "defaultRole": "พนักงาน",
        "photoAlt": "รูปของ {{name}}"
      },
      "services": {
        "title": "บริการ",
        "other": "อื่น ๆ",
        "empty": "{{location}} ยังไม่มีบริการแสดงทางออนไลน์ โทรหาเราที่ {{phone}} เพื่อสอบถามเพิ่มเติม"
      },
      "gallery": {
        "title": "แกลเลอรี",
        "filter": "กรองแกลเลอรีตามบริการ",
        "noImages": "ไม่มีรูปภาพสำหรับบริการที่เลือก",
        "noImagesFor": "ไม่มีรูปภาพสำหรับ: {{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "จองออนไลน์กับ {{name}} ใน {{city}}",
        "teamTitle": "ทีมของเรา — {{name}}",
        "teamDescription": "พบกับผู้เชี่ยวชาญของ {{name}} สาขา {{location}}: {{names}}",
        "servicesTitle": "บริการและราคา — {{name}}",
        "servicesDescription": "บริการ แพ็กเกจ และราคาที่ {{name}}: {{services}}"
      }
    },
    "booking": {
      "meta": {
        "title": "จองออนไลน์ — {{name}}",
        "description": "จองนัดหมายออนไลน์กับ {{name}}: {{categories}}",
        "keyword": "จองออนไลน์",
        "catalog": "บริการ"
      },
      "loadError": {
        "title": "เกิดข้อผิดพลาด",
        "message": "โปรดลองอีกครั้งในภายหลัง"
      },
      "steps": {
        "label": "ขั้นตอนการจอง",
        "location": "สาขา",
        "services": "บริการ",
        "dateTime": "วันและเวลา",
        "information": "ข้อมูล",
        "confirmation": "ยืนยัน",
        "completed": "(เสร็จแล้ว กลับไปยังขั้นตอนนี้)"
      },
      "location": {
        "title": "เลือกสาขา",
        "book": "จอง",
        "bookAt": "จองที่ {{name}}",
        "empty": "ขณะนี้ยังไม่มีสาขาที่เปิดให้จอง โปรดกลับมาตรวจสอบภายหลัง"
      },
      "service": {
        "categories": "เลือกหมวดหมู่บริการ",
        "categoriesPicked": "หมวดหมู่บริการ",
        "title": "เลือกบริการ",
        "select": "เลือก",
        "selectNamed": "เลือก {{name}}",
        "empty": "ขณะนี้ยังไม่มีบริการที่เปิดให้จองที่สาขานี้ โปรดกลับมาตรวจสอบภายหลัง"
      },
      "nextDetails": "ถัดไป: รายละเอียดการจอง",
      "addToCart": "เพิ่มลงตะกร้า",
      "anyTeamMember": "พนักงานคนใดก็ได้ที่ว่าง",
      "professional": {
        "title": "เลือกผู้ให้บริการ",
        "hint": "เลือกผู้ให้บริการ หรือดำเนินการต่อเพื่อจองกับพนักงานคนใดก็ได้ที่ว่าง",
        "nextAddOns": "ถัดไป: บริการเสริม",
        "defaultRole": "ผู้เชี่ยวชาญ",
        "noneAvailable": "ขออภัย ขณะนี้ไม่มีพนักงานในสาขานี้ที่ให้บริการ {{service}} จึงไม่สามารถจองแพ็กเกจนี้ได้ กรุณาเลือกบริการหรือสาขาอื่น"
      },
      "addOns": {
        "title": "เลือกบริการเสริม"
      },
      "edit": {
        "service": "แก้ไขบริการ",
        "bundle": "แก้ไขแพ็กเกจ",
        "update": "อัปเดตรายการ"
      },
      "cart": {
        "button": "ตะกร้า",
        "open_one": "เปิดตะกร้า {{count}} รายการ",
        "open_other": "เปิดตะกร้า {{count}} รายการ",
        "title": "ตะกร้าของฉัน",
        "empty": "ตะกร้าของคุณว่างเปล่า",
        "emptyHint": "เพิ่มบริการเพื่อดำเนินการจองต่อ",
        "items": "รายการ",
        "total": "รวม:",
        "addAnother": "เพิ่มบริการอื่น",
        "addService": "เพิ่มบริการ",
        "moveUp": "เลื่อนขึ้น",
        "moveDown": "เลื่อนลง",
        "edit": "แก้ไข",
        "remove": "ลบ",
        "employeeFee": "(+{{amount}})",
        "addOnLine": "บริการเสริม: {{name}} · {{minutes}} นาที · {{price}}"
      },
      "dateTime": {
        "title": "เลือกวันและเวลา",
        "timezone": "เขตเวลา",
        "timezonePlaceholder": "เลือกเขตเวลา...",
        "previousMonth": "เดือนก่อน",
        "nextMonth": "เดือนถัดไป",
        "startTimes": "เวลาเริ่มที่ว่าง",
        "partySize_one": "(จองสำหรับ {{count}} คน)",
        "partySize_other": "(จองสำหรับ {{count}} คน)",
        "noAvailability": "ไม่มีเวลาว่างในวันนี้",
        "noAvailabilityParty_one": "ไม่มีเวลาว่างสำหรับ {{count}} คนในวันนี้",
        "noAvailabilityParty_other": "ไม่มีเวลาว่างสำหรับ {{count}} คนในวันนี้",
        "noServices": "ยังไม่ได้เลือกบริการ",
        "datesFailed": "ไม่สามารถโหลดวันที่ว่างได้",
        "back": "ย้อนกลับ: บริการ",
        "next": "ถัดไป: ข้อมูล"
      },
      "timezones": {
        "pacific": "เวลาแปซิฟิก",
        "mountain": "เวลาภูเขา",
        "central": "เวลาตอนกลาง",
        "eastern": "เวลาตะวันออก",
        "hawaii": "เวลาฮาวาย"
      },
      "schedule": {
        "title": "ตารางนัดหมายของคุณ",
        "pickSlot": "เลือกช่วงเวลาเพื่อดูตารางนัดหมายของคุณ",
        "noServicesTitle": "ยังไม่ได้เลือกบริการ",
        "noServicesMessage": "โปรดย้อนกลับและเลือกบริการอย่างน้อยหนึ่งรายการเพื่อดำเนินการต่อ"
      },
      "information": {
        "title": "ข้อมูล",
        "page": "หน้า {{page}} จาก {{pages}}",
        "none": "ไม่มีคำถามสำหรับรายการที่คุณเลือก ดำเนินการต่อเพื่อยืนยันการจอง",
        "required": "ต้องกรอกช่องนี้",
        "confirm": "ฉันยืนยัน",
        "startDate": "วันที่เริ่ม",
        "endDate": "วันที่สิ้นสุด"
      },
      "confirmation": {
        "title": "ยืนยัน",
        "details": "รายละเอียดการจอง",
        "noDate": "ยังไม่ได้เลือกวันที่",
        "booked": "จองนัดหมายของคุณเรียบร้อยแล้ว",
        "errors": {
          "noItems": "โปรดเลือกบริการอย่างน้อยหนึ่งรายการ",
          "serviceTime": "โปรดเลือกวันและเวลาสำหรับทุกบริการ",
          "bundleTime": "โปรดเลือกวันและเวลาสำหรับทุกรายการในแพ็กเกจ",
          "auth": "การยืนยันตัวตนล้มเหลว โปรดตรวจสอบข้อมูลแล้วลองอีกครั้ง",
          "invalid": "คำขอไม่ถูกต้อง โปรดตรวจสอบข้อมูลแล้วลองอีกครั้ง",
          "failed": "ไม่สามารถจองให้เสร็จสิ้นได้ โปรดลองอีกครั้ง",
          "generic": "เกิดข้อผิดพลาด โปรดลองอีกครั้ง"
        }
      },
      "totals": {
        "dueNow": "ชำระตอนนี้",
        "dueInStore": "ชำระที่ร้าน",
        "dueAtStoreCard": "ชำระที่ร้าน (ต้องมีบัตร):"
      },
      "contact": {
        "step": "ข้อมูลติดต่อ",
        "firstName": "ชื่อ",
        "lastName": "นามสกุล",
        "email": "อีเมล",
        "phone": "โทรศัพท์",
        "confirm": "ยืนยันการจอง",
        "confirming": "กำลังยืนยันการจอง...",
        "errors": {
          "firstNameRequired": "โปรดกรอกชื่อของคุณ!",
          "firstNameLetters": "ชื่อต้องมีเฉพาะตัวอักษรและช่องว่าง",
          "lastNameRequired": "โปรดกรอกนามสกุลของคุณ!",
          "lastNameLetters": "นามสกุลต้องมีเฉพาะตัวอักษรและช่องว่าง",
          "emailRequired": "โปรดกรอกอีเมลของคุณ!",
          "emailInvalid": "โปรดกรอกอีเมลที่ถูกต้อง!",
          "phoneRequired": "ต้องกรอกหมายเลขโทรศัพท์",
          "phoneInvalid": "โปรดกรอกหมายเลขโทรศัพท์ที่ถูกต้อง!",
          "phoneShort": "หมายเลขโทรศัพท์ต้องมีอย่างน้อย 10 หลัก"
        }
      },
      "otp": {
        "label": "รหัสยืนยัน",
        "digit": "อักขระที่ {{n}} จาก 6",
        "prompt": "กรอกรหัส 6 ตัวที่เราส่งไปยัง {{phone}}",
        "verify": "ยืนยัน",
        "resend": "ส่งรหัสใหม่",
        "cooldown_one": "ขอรหัสใหม่ได้ใน {{count}} วินาที",
        "cooldown_other": "ขอรหัสใหม่ได้ใน {{count}} วินาที",
        "sent": "ส่งรหัสยืนยันใหม่แล้ว",
        "verified": "ยืนยันหมายเลขโทรศัพท์สำเร็จ",
        "errors": {
          "length": "รหัส OTP ต้องมี 6 หลักพอดี",
          "throttled": "โปรดรอสักครู่ก่อนขอรหัสใหม่",
          "sendFailed": "ส่งรหัสยืนยันไม่สำเร็จ โปรดลองอีกครั้ง",
          "invalid": "รหัส OTP ไม่ถูกต้องหรือหมดอายุ โปรดลองอีกครั้ง",
          "verifyFailed": "ยืนยัน OTP ไม่สำเร็จ โปรดลองอีกครั้ง"
        }
      },
      "payment": {
        "titleSetup": "ขั้นตอนที่ 2: บัตรสำหรับการคุ้มครองกรณีไม่มาตามนัด",
        "titlePayment": "ขั้นตอนที่ 2: ชำระเงิน",
        "titleMixed": "ขั้นตอนที่ 2: บัตรและการชำระเงิน",
        "setupStep": "ขั้นตอนที่ 1: อนุมัติบัตรเพื่อเรียกเก็บ {{amount}} หากไม่มาตามนัด",
        "paymentStep": "ขั้นตอนที่ 2: ต้องชำระ {{amount}} • ค่าธรรมเนียม {{fee}} หากไม่มาตามนัด",
        "setupHint": "โปรดระบุบัตรสำหรับการคุ้มครองกรณีไม่มาตามนัด",
        "setupCharge": "บัตรของคุณจะถูกเรียกเก็บ {{amount}} หากคุณไม่มาตามนัด",
        "paymentHint": "โปรดชำระเงินให้เสร็จสิ้นเพื่อยืนยันการจอง",
        "noRefund": "ค่าธรรมเนียม {{amount}} จะไม่ได้รับคืนหากคุณไม่มาตามนัด",
        "authorize": "อนุมัติบัตร",
        "complete": "ชำระเงินให้เสร็จสิ้น",
        "settingUp": "กำลังตั้งค่าการชำระเงิน/การอนุมัติบัตร...",
        "paymentFailedTitle": "ตั้งค่าการชำระเงินไม่สำเร็จ",
        "cardFailedTitle": "อนุมัติบัตรไม่สำเร็จ",
        "editContact": "แก้ไขข้อมูลติดต่อ",
        "testMode": "โหมดทดสอบ: ไม่มีการเรียกเก็บเงินจากบัตรจริง ใช้ 4242 4242 4242 4242",
        "cardNumber": "หมายเลขบัตร",
        "expiry": "วันหมดอายุ (MM / YY)",
        "authenticating": "กำลังยืนยันบัตรของคุณ…",
        "cvc": "CVC",
        "errors": {
          "setupFailed": "ตั้งค่าการชำระเงินไม่สำเร็จ โปรดลองอีกครั้ง",
          "cardInvalid": "โปรดกรอกหมายเลขบัตรที่ถูกต้อง",
          "paymentFailed": "การชำระเงินล้มเหลว",
          "paymentIncomplete": "การชำระเงินไม่เสร็จสมบูรณ์",
          "cardSetupFailed": "การตั้งค่าบัตรล้มเหลว",
          "cardSetupIncomplete": "การตั้งค่าบัตรไม่เสร็จสมบูรณ์"
        }
      },
      "success": {
        "greeting": "ขอบคุณ {{name}}!",
        "title_one": "จองนัดหมายของคุณเรียบร้อยแล้ว!",
        "title_other": "จองนัดหมายทั้งหมดของคุณเรียบร้อยแล้ว!",
        "emailed": "เราได้ส่งการยืนยันและคำตอบแบบฟอร์มไปยังอีเมลของคุณแล้ว",
        "viewLink": "คุณสามารถดูการจองของคุณได้<link>ที่นี่</link>"
      }
    },
    "view": {
      "review": { "title": "รีวิวการเข้ารับบริการ", "intro": "เป็นอย่างไรบ้าง? คะแนนและความคิดเห็นของคุณช่วยทีมงานและลูกค้าคนอื่นๆ ได้", "rating": "คะแนนของคุณ", "star_one": "{{count}} ดาว", "star_other": "{{count}} ดาว", "text": "รีวิวของคุณ (ไม่บังคับ)", "placeholder": "คุณชอบอะไร? มีอะไรที่ควรปรับปรุงบ้าง?", "submit": "ส่งรีวิว", "yours": "รีวิวของคุณ", "outOf": "ได้ {{rating}} จาก 5 คะแนน", "reviewedOn": "รีวิวเมื่อ {{date}}", "thanks": "ขอบคุณสำหรับรีวิว!", "errors": { "empty": "กรุณาเลือกคะแนนหรือเขียนความคิดเห็นสั้นๆ", "tooLong": "รีวิวยาวได้ไม่เกิน 1000 ตัวอักษร" } },
      "details": "รายละเอียดการจอง",
      "location": "สาขา",
      "answers": "คำตอบของคุณ",
      "total": "รวม",
      "booked": "จองเมื่อ {{date}}",
      "withStaff": "กับ {{names}}",
      "addOns": "บริการเสริม: {{names}}",
      "bundle": "ส่วนหนึ่งของ {{name}}",
      "meta": { "booking": "การจองของคุณ · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "การชำระเงิน", "paidOnline": "ชำระออนไลน์แล้ว", "refunded": "คืนเงินแล้ว", "cardOnFile": "บันทึกบัตรไว้เพื่อป้องกันการไม่มาตามนัด", "nothingDue": "ไม่มียอดที่ต้องชำระ: นัดหมายถูกยกเลิกแล้ว", "status": "สถานะ: {{status}}", "statuses": { "requires_payment_method": "รอชำระเงิน", "requires_action": "รอการยืนยันจากคุณ", "processing": "กำลังดำเนินการ", "canceled": "ยกเลิกแล้ว", "succeeded": "ชำระแล้ว", "requires_capture": "อนุมัติแล้ว" } },
      "photos": "รูปภาพของ {{name}}",
      "photo": "รูปที่ {{number}} ของ {{name}}",
      "hoursZone": "เขตเวลา: {{zone}}",
      "bundleParts_one": "{{count}} บริการ",
      "bundleParts_other": "{{count}} บริการ",
      "bundleOthers": "บริการอื่นในแพ็กเกจนี้",
      "employeeChange": "จาก {{from}} เป็น {{to}}",
      "reason": "เหตุผล: {{reason}}",
      "paymentEvent": { "payment": "ชำระค่าจองออนไลน์แล้ว: {{amount}}", "refund": "คืนเงิน: {{amount}}", "no_show_fee": "เรียกเก็บค่าไม่มาตามนัดแล้ว: {{amount}}", "no_show_fee_failed": "เรียกเก็บค่าไม่มาตามนัดไม่สำเร็จ: {{amount}}" },
      "yes": "ใช่",
      "no": "ไม่",
      "by": { "customer": "โดยคุณ", "businessUser": "โดยร้าน", "system": "อัตโนมัติ", "staff": "โดย {{name}}" },
      "modification": { "CREATED": "จองแล้ว", "RESCHEDULED": "เลื่อนนัด", "REASSIGNED": "เปลี่ยนผู้ให้บริการ", "CONFIRMED": "ยืนยันแล้ว", "COMPLETED": "เสร็จสิ้น", "CANCELLED": "ยกเลิกแล้ว", "NO_SHOW": "บันทึกว่าไม่มาตามนัด" },
      "title": "การจองของคุณ",
      "code": "รหัสยืนยัน: {{code}}",
      "open": "ดูนัดหมาย",
      "backToBooking": "กลับไปที่การจอง",
      "history": "ประวัติการแก้ไข",
      "noHistory": "ไม่มีการเปลี่ยนแปลงตั้งแต่จองนัดหมาย",
      "moved": "ย้ายจาก {{from}} เป็น {{to}}",
      "statusChange": "สถานะเปลี่ยนจาก {{from}} เป็น {{to}}",
      "notFoundTitle": "ไม่พบการจอง",
      "notFoundMessage": "ไม่พบการจองที่มีรหัส {{code}}",
      "status": {
        "SCHEDULED": "กำหนดแล้ว",
        "PENDING": "รอดำเนินการ",
        "CONFIRMED": "ยืนยันแล้ว",
        "COMPLETED": "เสร็จสิ้น",
        "NO_SHOW": "ไม่มาตามนัด",
        "CANCELLED": "ยกเลิกแล้ว"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "คุณจะรีวิวการจองนี้ได้เมื่อนัดหมายทั้งหมดสิ้นสุดแล้ว", "bookingNotReviewable": "การจองนี้ไม่มีนัดหมายที่คุณเข้ารับบริการให้รีวิว" },
    "generic": "เกิดข้อผิดพลาด โปรดลองอีกครั้ง",
    "request": {
      "network": "ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
      "timeout": "เซิร์ฟเวอร์ตอบสนองช้าเกินไป โปรดลองอีกครั้ง",
      "invalid": "คำขอไม่ถูกต้อง โปรดตรวจสอบข้อมูลแล้วลองอีกครั้ง",
      "notFound": "ไม่พบข้อมูล"
    },
    "response": {
      "invalid": "เซิร์ฟเวอร์ส่งคำตอบที่อ่านไม่ได้ โปรดลองอีกครั้งภายหลัง"
    },
    "auth": {
      "csrfFailed": "เซสชันของคุณหมดอายุ โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง"
    },
    "business": {
      "notFound": "ไม่มีธุรกิจนี้"
    },
    "booking": {
      "slotTaken": "ช่วงเวลานี้เพิ่งถูกผู้ใช้อื่นจองไป โปรดเลือกเวลาว่างอื่น"
    }
  }
}
export default th_TH
