import type { Resources } from './en_US.ts'

/** vi_VN: every key of en_US. */
const vi_VN: Resources = {
  "translation": {
    "common": {
      "loading": "Đang tải…",
      "errorTitle": "Đã xảy ra lỗi",
      "unexpectedError": "Đã xảy ra lỗi không mong muốn",
      "tryAgain": "Thử lại",
      "language": "Ngôn ngữ",
      "skipToContent": "Chuyển đến nội dung",
      "back": "Quay lại",
      "next": "Tiếp",
      "previous": "Trước",
      "cancel": "Hủy",
      "yes": "Có",
      "no": "Không",
      "goHome": "Về trang chủ",
      "notFoundTitle": "Không tìm thấy trang",
      "notFoundMessage": "Trang bạn tìm không tồn tại.",
      "savePercent": "Tiết kiệm {{percent}}%",
      "durationMinutes_one": "{{count}} phút",
      "durationMinutes_other": "{{count}} phút",
      "durationH": "{{hours}} giờ",
      "durationM": "{{minutes}} phút",
      "durationHM": "{{hours}} giờ {{minutes}} phút",
      "weekdays": {
        "monday": "Thứ Hai",
        "tuesday": "Thứ Ba",
        "wednesday": "Thứ Tư",
        "thursday": "Thứ Năm",
        "friday": "Thứ Sáu",
        "saturday": "Thứ Bảy",
        "sunday": "Chủ Nhật"
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
      "title": "Slotwise — đặt lịch trực tuyến cho doanh nghiệp dịch vụ",
      "description": "Lên lịch hẹn và đặt lịch trực tuyến cho salon, spa, tiệm cắt tóc, phòng khám và studio.",
      "headline": "Quản lý mọi lịch hẹn ở một nơi.",
      "tagline": "Ra mắt trang đặt lịch chỉ trong vài phút.",
      "backOffice": "Ứng dụng doanh nghiệp",
      "backOfficeSoon": "Ứng dụng doanh nghiệp sắp ra mắt."
    },
    "storefront": {
      "bookNow": "Đặt lịch ngay",
      "poweredBy": "Vận hành bởi Slotwise",
      "logoAlt": "Logo {{name}}",
      "nav": {
        "label": "Chính",
        "openMenu": "Mở menu",
        "closeMenu": "Đóng menu",
        "about": "Giới thiệu",
        "team": "Đội ngũ",
        "services": "Dịch vụ",
        "otherLocations": "Chi nhánh khác"
      },
      "notFound": {
        "title": "Không tìm thấy doanh nghiệp",
        "message": "Chúng tôi không tìm thấy doanh nghiệp nào tại “{{subdomain}}”. Vui lòng kiểm tra địa chỉ và thử lại."
      },
      "locationModal": {
        "title": "Chọn chi nhánh",
        "language": "Ngôn ngữ"
      },
      "hero": {
        "label": "Chào mừng"
      },
      "about": {
        "title": "Giới thiệu",
        "empty": "Chào mừng bạn đến với {{name}}."
      },
      "features": {
        "label": "Điểm nổi bật",
        "slides": "Trang trình bày",
        "goTo": "Hiển thị trang {{n}}"
      },
      "banner": {
        "label": "Dịch vụ của chúng tôi"
      },
      "testimonials": {
        "title": "Khách hàng nói gì về chúng tôi"
      },
      "reviews": {
        "title": "Đánh giá",
        "rating": "Được đánh giá {{rating}}/5",
        "anonymous": "Khách hàng đã xác minh",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "Các trang đánh giá",
        "page": "Trang {{page}}/{{pages}}",
        "summary_one": "{{average}}/5 · {{count}} đánh giá",
        "summary_other": "{{average}}/5 · {{count}} đánh giá",
        "featured": "Nổi bật",
        "photos_one": "{{count}} ảnh",
        "photos_other": "{{count}} ảnh",
        "photo": "Mở ảnh {{n}}/{{total}}",
        "morePhotos_one": "Xem thêm {{count}} ảnh",
        "morePhotos_other": "Xem thêm {{count}} ảnh",
        "previousPage": "Trang trước",
        "nextPage": "Trang sau",
        "previousPages": "5 trang trước",
        "nextPages": "5 trang sau",
        "goToPage": "Trang {{page}}"
      },
      "location": {
        "openNow": "Đang mở cửa",
        "closedNow": "Đã đóng cửa",
        "hours": "Giờ mở cửa",
        "closed": "Nghỉ",
        "range": "{{start}} – {{end}}",
        "social": "Theo dõi chúng tôi",
        "map": "Bản đồ {{name}}",
        "mapOpen": "Mở trong Google Maps",
        "mapUnavailable": "Hiện không thể hiển thị bản đồ."
      },
      "team": {
        "title": "Đội ngũ",
        "empty": "Chúng tôi đang xây dựng trang đội ngũ. Hãy quay lại sớm để gặp các chuyên viên của chúng tôi!",
        "defaultRole": "Nhân viên",
        "photoAlt": "Ảnh của {{name}}"
      },
      "services": {
        "title": "Dịch vụ",
        "other": "Khác",
        "empty": "{{location}} chưa đăng dịch vụ trực tuyến. Hãy gọi cho chúng tôi theo số {{phone}} để biết thêm."
      },
      "gallery": {
        "title": "Thư viện ảnh",
        "filter": "Lọc thư viện theo dịch vụ",
        "noImages": "Không có hình ảnh cho dịch vụ đã chọn",
        "noImagesFor": "Không có hình ảnh cho: {{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "Đặt lịch trực tuyến với {{name}} tại {{city}}.",
        "teamTitle": "Đội ngũ — {{name}}",
        "teamDescription": "Gặp gỡ các chuyên viên của {{name}} tại {{location}}: {{names}}.",
        "servicesTitle": "Dịch vụ và bảng giá — {{name}}",
        "servicesDescription": "Dịch vụ, gói và giá tại {{name}}: {{services}}."
      }
    },
    "booking": {
      "meta": {
        "title": "Đặt lịch trực tuyến — {{name}}",
        "description": "Đặt lịch hẹn trực tuyến với {{name}}: {{categories}}.",
        "keyword": "đặt lịch trực tuyến",
        "catalog": "Dịch vụ"
      },
      "loadError": {
        "title": "Đã xảy ra lỗi",
        "message": "Vui lòng thử lại sau."
      },
      "steps": {
        "label": "Các bước đặt lịch",
        "location": "Chi nhánh",
        "services": "Dịch vụ",
        "dateTime": "Ngày và giờ",
        "information": "Thông tin",
        "confirmation": "Xác nhận",
        "completed": "(đã hoàn tất, quay lại bước này)"
      },
      "location": {
        "title": "Chọn chi nhánh",
        "book": "Đặt lịch",
        "bookAt": "Đặt lịch tại {{name}}",
        "empty": "Hiện chưa có chi nhánh nào nhận đặt lịch. Vui lòng quay lại sau."
      },
      "service": {
        "categories": "Chọn danh mục dịch vụ",
        "categoriesPicked": "Danh mục dịch vụ",
        "title": "Chọn dịch vụ",
        "select": "Chọn",
        "selectNamed": "Chọn {{name}}",
        "empty": "Hiện chưa có dịch vụ nào nhận đặt lịch tại chi nhánh này. Vui lòng quay lại sau."
      },
      "nextDetails": "Tiếp: Chi tiết đặt lịch",
      "addToCart": "Thêm vào giỏ",
      "anyTeamMember": "Bất kỳ nhân viên nào còn trống",
      "professional": {
        "title": "Chọn chuyên viên",
        "hint": "Chọn một chuyên viên, hoặc tiếp tục để đặt với bất kỳ nhân viên nào còn trống.",
        "nextAddOns": "Tiếp: Dịch vụ thêm",
        "defaultRole": "Chuyên viên",
        "noneAvailable": "Rất tiếc, hiện không có nhân viên nào tại địa điểm này cung cấp {{service}}, nên không thể đặt gói này tại đây. Vui lòng chọn dịch vụ hoặc địa điểm khác."
      },
      "addOns": {
        "title": "Chọn dịch vụ thêm"
      },
      "edit": {
        "service": "Sửa dịch vụ",
        "bundle": "Sửa gói",
        "update": "Cập nhật mục"
      },
      "cart": {
        "button": "Giỏ hàng",
        "open_one": "Mở giỏ hàng, {{count}} mục",
        "open_other": "Mở giỏ hàng, {{count}} mục",
        "title": "Giỏ hàng của tôi",
        "empty": "Giỏ hàng của bạn đang trống",
        "emptyHint": "Thêm dịch vụ để tiếp tục đặt lịch",
        "items": "Các mục",
        "total": "Tổng:",
        "addAnother": "Thêm dịch vụ khác",
        "addService": "Thêm dịch vụ",
        "moveUp": "Di chuyển lên",
        "moveDown": "Di chuyển xuống",
        "edit": "Sửa",
        "remove": "Xóa",
        "employeeFee": "(+{{amount}})",
        "addOnLine": "Dịch vụ thêm: {{name}} · {{minutes}} phút · {{price}}"
      },
      "dateTime": {
        "title": "Chọn ngày và giờ",
        "timezone": "Múi giờ",
        "timezonePlaceholder": "Chọn múi giờ...",
        "previousMonth": "Tháng trước",
        "nextMonth": "Tháng sau",
        "startTimes": "Giờ bắt đầu còn trống",
        "partySize_one": "(Đặt cho {{count}} người)",
        "partySize_other": "(Đặt cho {{count}} người)",
        "noAvailability": "Không có giờ trống cho ngày này",
        "noAvailabilityParty_one": "Không có giờ trống cho {{count}} người vào ngày này",
        "noAvailabilityParty_other": "Không có giờ trống cho {{count}} người vào ngày này",
        "noServices": "Chưa chọn dịch vụ",
        "datesFailed": "Không thể tải các ngày còn trống.",
        "back": "Quay lại: Dịch vụ",
        "next": "Tiếp: Thông tin"
      },
      "timezones": {
        "pacific": "Giờ Thái Bình Dương",
        "mountain": "Giờ miền núi",
        "central": "Giờ miền Trung",
        "eastern": "Giờ miền Đông",
        "hawaii": "Giờ Hawaii"
      },
      "schedule": {
        "title": "Lịch hẹn của bạn",
        "pickSlot": "Chọn một khung giờ để xem lịch hẹn của bạn",
        "noServicesTitle": "Chưa chọn dịch vụ",
        "noServicesMessage": "Vui lòng quay lại và chọn ít nhất một dịch vụ để tiếp tục."
      },
      "information": {
        "title": "Thông tin",
        "page": "Trang {{page}}/{{pages}}",
        "none": "Không có câu hỏi nào cho lựa chọn của bạn. Tiếp tục để xác nhận đặt lịch.",
        "required": "Trường này là bắt buộc",
        "confirm": "Tôi xác nhận",
        "startDate": "Ngày bắt đầu",
        "endDate": "Ngày kết thúc"
      },
      "confirmation": {
        "title": "Xác nhận",
        "details": "Chi tiết đặt lịch",
        "noDate": "Chưa chọn ngày",
        "booked": "Lịch hẹn của bạn đã được đặt",
        "errors": {
          "noItems": "Vui lòng chọn ít nhất một dịch vụ",
          "serviceTime": "Vui lòng chọn ngày và giờ cho tất cả dịch vụ",
          "bundleTime": "Vui lòng chọn ngày và giờ cho tất cả mục trong gói",
          "auth": "Xác thực thất bại. Vui lòng kiểm tra thông tin và thử lại.",
          "invalid": "Yêu cầu không hợp lệ. Vui lòng kiểm tra thông tin và thử lại.",
          "failed": "Không thể hoàn tất đặt lịch. Vui lòng thử lại.",
          "generic": "Đã xảy ra lỗi. Vui lòng thử lại."
        }
      },
      "totals": {
        "dueNow": "Thanh toán ngay",
        "dueInStore": "Thanh toán tại cửa hàng",
        "dueAtStoreCard": "Thanh toán tại cửa hàng (cần thẻ):"
      },
      "contact": {
        "step": "Thông tin liên hệ",
        "firstName": "Tên",
        "lastName": "Họ",
        "email": "Email",
        "phone": "Số điện thoại",
        "confirm": "Xác nhận đặt lịch",
        "confirming": "Đang xác nhận đặt lịch...",
        "errors": {
          "firstNameRequired": "Vui lòng nhập tên của bạn!",
          "firstNameLetters": "Tên chỉ được chứa chữ cái và khoảng trắng",
          "lastNameRequired": "Vui lòng nhập họ của bạn!",
          "lastNameLetters": "Họ chỉ được chứa chữ cái và khoảng trắng",
          "emailRequired": "Vui lòng nhập email của bạn!",
          "emailInvalid": "Vui lòng nhập địa chỉ email hợp lệ!",
          "phoneRequired": "Số điện thoại là bắt buộc",
          "phoneInvalid": "Vui lòng nhập số điện thoại hợp lệ!",
          "phoneShort": "Số điện thoại phải có ít nhất 10 chữ số"
        }
      },
      "otp": {
        "label": "Mã xác minh",
        "digit": "Ký tự {{n}}/6",
        "prompt": "Nhập mã 6 ký tự chúng tôi đã gửi đến {{phone}}.",
        "verify": "Xác minh",
        "resend": "Gửi mã mới",
        "cooldown_one": "Yêu cầu mã khác sau {{count}} giây",
        "cooldown_other": "Yêu cầu mã khác sau {{count}} giây",
        "sent": "Đã gửi mã xác minh mới",
        "verified": "Đã xác minh số điện thoại thành công",
        "errors": {
          "length": "Mã OTP phải có đúng 6 chữ số",
          "throttled": "Vui lòng chờ trước khi yêu cầu mã khác",
          "sendFailed": "Không gửi được mã xác minh. Vui lòng thử lại.",
          "invalid": "Mã OTP không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.",
          "verifyFailed": "Không xác minh được OTP. Vui lòng thử lại."
        }
      },
      "payment": {
        "titleSetup": "Bước 2: Thẻ bảo vệ vắng mặt",
        "titlePayment": "Bước 2: Thanh toán",
        "titleMixed": "Bước 2: Thẻ và thanh toán",
        "setupStep": "Bước 1: Ủy quyền thẻ để thu {{amount}} nếu vắng mặt",
        "paymentStep": "Bước 2: Cần thanh toán {{amount}} • phí vắng mặt {{fee}} nếu lỡ hẹn",
        "setupHint": "Vui lòng cung cấp thẻ để bảo vệ trường hợp vắng mặt.",
        "setupCharge": "Thẻ của bạn sẽ bị trừ {{amount}} nếu bạn không đến cuộc hẹn.",
        "paymentHint": "Vui lòng hoàn tất thanh toán để xác nhận đặt lịch.",
        "noRefund": "Phí {{amount}} sẽ không được hoàn lại nếu bạn vắng mặt.",
        "authorize": "Ủy quyền thẻ",
        "complete": "Hoàn tất thanh toán",
        "settingUp": "Đang thiết lập thanh toán/ủy quyền thẻ...",
        "paymentFailedTitle": "Thiết lập thanh toán thất bại",
        "cardFailedTitle": "Ủy quyền thẻ thất bại",
        "editContact": "Sửa thông tin liên hệ",
        "testMode": "Chế độ thử nghiệm: không trừ tiền thẻ thật. Dùng 4242 4242 4242 4242.",
        "cardNumber": "Số thẻ",
        "expiry": "Hết hạn (MM / YY)",
        "authenticating": "Đang xác thực thẻ của bạn…",
        "cvc": "CVC",
        "errors": {
          "setupFailed": "Không thiết lập được thanh toán. Vui lòng thử lại.",
          "cardInvalid": "Vui lòng nhập số thẻ hợp lệ.",
          "paymentFailed": "Thanh toán thất bại",
          "paymentIncomplete": "Thanh toán chưa hoàn tất",
          "cardSetupFailed": "Thiết lập thẻ thất bại",
          "cardSetupIncomplete": "Thiết lập thẻ chưa hoàn tất"
        }
      },
      "success": {
        "greeting": "Cảm ơn bạn, {{name}}!",
        "title_one": "Lịch hẹn của bạn đã được đặt!",
        "title_other": "Các lịch hẹn của bạn đã được đặt!",
        "emailed": "Chúng tôi đã gửi xác nhận và câu trả lời biểu mẫu đến email của bạn.",
        "viewLink": "Bạn có thể xem lịch hẹn <link>tại đây</link>."
      }
    },
    "view": {
      "review": { "title": "Đánh giá lần ghé thăm", "intro": "Trải nghiệm của bạn thế nào? Điểm đánh giá và vài lời nhận xét sẽ giúp đội ngũ và khách hàng sau này.", "rating": "Điểm đánh giá của bạn", "star_one": "{{count}} sao", "star_other": "{{count}} sao", "text": "Nhận xét của bạn (không bắt buộc)", "placeholder": "Bạn thích điều gì? Điều gì có thể tốt hơn?", "submit": "Gửi đánh giá", "yours": "Đánh giá của bạn", "outOf": "Đánh giá {{rating}} trên 5", "reviewedOn": "Đánh giá ngày {{date}}", "thanks": "Cảm ơn bạn đã đánh giá!", "errors": { "empty": "Hãy chọn số sao hoặc viết vài lời nhận xét.", "tooLong": "Nhận xét tối đa 1000 ký tự." } },
      "details": "Chi tiết đặt lịch",
      "location": "Địa điểm",
      "answers": "Câu trả lời của bạn",
      "total": "Tổng",
      "booked": "Đặt ngày {{date}}",
      "withStaff": "Với {{names}}",
      "addOns": "Dịch vụ thêm: {{names}}",
      "bundle": "Thuộc {{name}}",
      "meta": { "booking": "Lịch hẹn của bạn · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "Thanh toán", "paidOnline": "Đã thanh toán trực tuyến", "refunded": "Đã hoàn tiền", "cardOnFile": "Thẻ được lưu để phòng trường hợp vắng mặt.", "nothingDue": "Không cần thanh toán: các lịch hẹn đã bị hủy.", "status": "Trạng thái: {{status}}", "statuses": { "requires_payment_method": "Chờ thanh toán", "requires_action": "Chờ bạn xác nhận", "processing": "Đang xử lý", "canceled": "Đã hủy", "succeeded": "Đã thanh toán", "requires_capture": "Đã ủy quyền" } },
      "photos": "Ảnh của {{name}}",
      "photo": "Ảnh {{number}} của {{name}}",
      "hoursZone": "Múi giờ: {{zone}}",
      "bundleParts_one": "{{count}} dịch vụ",
      "bundleParts_other": "{{count}} dịch vụ",
      "bundleOthers": "Cũng trong gói này",
      "employeeChange": "Từ {{from}} sang {{to}}",
      "reason": "Lý do: {{reason}}",
      "paymentEvent": { "payment": "Đã thanh toán trực tuyến cho lịch hẹn: {{amount}}", "refund": "Đã hoàn tiền: {{amount}}", "no_show_fee": "Đã thu phí vắng mặt: {{amount}}", "no_show_fee_failed": "Không thu được phí vắng mặt: {{amount}}" },
      "yes": "Có",
      "no": "Không",
      "by": { "customer": "bởi bạn", "businessUser": "bởi cửa hàng", "system": "tự động", "staff": "bởi {{name}}" },
      "modification": { "CREATED": "Đã đặt", "RESCHEDULED": "Đã đổi lịch", "REASSIGNED": "Đã đổi chuyên viên", "CONFIRMED": "Đã xác nhận", "COMPLETED": "Đã hoàn thành", "CANCELLED": "Đã hủy", "NO_SHOW": "Đánh dấu vắng mặt" },
      "title": "Lịch hẹn của bạn",
      "code": "Mã xác nhận: {{code}}",
      "open": "Xem lịch hẹn",
      "backToBooking": "Quay lại lịch đặt",
      "history": "Lịch sử thay đổi",
      "noHistory": "Không có thay đổi nào kể từ khi đặt lịch.",
      "moved": "Đã dời từ {{from}} sang {{to}}",
      "statusChange": "Trạng thái đổi từ {{from}} sang {{to}}",
      "notFoundTitle": "Không tìm thấy lịch đặt",
      "notFoundMessage": "Không tìm thấy lịch đặt có mã {{code}}.",
      "status": {
        "SCHEDULED": "Đã lên lịch",
        "PENDING": "Đang chờ",
        "CONFIRMED": "Đã xác nhận",
        "COMPLETED": "Đã hoàn thành",
        "NO_SHOW": "Vắng mặt",
        "CANCELLED": "Đã hủy"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "Bạn có thể đánh giá đặt chỗ này khi các lịch hẹn đã kết thúc.", "bookingNotReviewable": "Đặt chỗ này không có lịch hẹn nào bạn đã tham dự để đánh giá." },
    "generic": "Đã xảy ra lỗi, vui lòng thử lại.",
    "request": {
      "network": "Không kết nối được máy chủ. Vui lòng kiểm tra kết nối và thử lại.",
      "timeout": "Máy chủ phản hồi quá lâu. Vui lòng thử lại.",
      "invalid": "Yêu cầu không hợp lệ. Vui lòng kiểm tra thông tin và thử lại.",
      "notFound": "Không tìm thấy."
    },
    "response": {
      "invalid": "Máy chủ gửi phản hồi không đọc được. Vui lòng thử lại sau."
    },
    "auth": {
      "csrfFailed": "Phiên của bạn đã hết hạn. Tải lại trang và thử lại."
    },
    "business": {
      "notFound": "Doanh nghiệp này không tồn tại."
    },
    "booking": {
      "slotTaken": "Khung giờ này vừa được người khác đặt. Vui lòng chọn một giờ trống khác."
    }
  }
}
export default vi_VN
