/**
 * The error catalogue of SPEC §8: one table, Vietnamese and English text, and the HTTP status that agrees
 * with the outcome (DESIGN §3). Codes marked "ours" are not in the spec; they cover cases a real provider needs.
 */
export type TLang = 'vi' | 'en';

export interface TCatalogueEntry {
  /** stable machine name, sent as `code_message` */
  key: string;
  http: number;
  vi: string;
  en: string;
}

export const PERMISSION_DENIED_VI =
  'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';
export const PERMISSION_DENIED_EN =
  'You do not have permission to use this function. Please contact the shop owner to be granted access.';

export const ERROR_CATALOGUE = {
  0: { key: 'SUCCESS', http: 200, vi: 'Thành công', en: 'Success' },
  1: { key: 'SYSTEM_ERROR', http: 500, vi: 'Lỗi hệ thống. Vui lòng thử lại sau', en: 'System error. Please try again later' },
  2: { key: 'SYSTEM_ERROR_2', http: 500, vi: 'Lỗi hệ thống (2). Vui lòng thử lại sau', en: 'System error (2). Please try again later' },
  3: { key: 'SYSTEM_ERROR_3', http: 503, vi: 'Hệ thống đang bận. Vui lòng thử lại sau', en: 'The system is busy. Please try again later' },
  4: { key: 'SYSTEM_ERROR_4', http: 500, vi: 'Đã có lỗi xảy ra, vui lòng thử lại sau', en: 'An error occurred, please try again later' },
  100: { key: 'WRONG_REQUEST_FORMAT', http: 400, vi: 'Sai định dạng yêu cầu', en: 'Wrong request format' },
  400: { key: 'INVALID_REQUEST', http: 400, vi: 'Yêu cầu không hợp lệ', en: 'Invalid request' },
  401: { key: 'LOGIN_REQUIRED', http: 401, vi: 'Vui lòng đăng nhập', en: 'Please sign in' },
  403: { key: 'NO_ACCESS', http: 403, vi: PERMISSION_DENIED_VI, en: PERMISSION_DENIED_EN },
  404: { key: 'NOT_FOUND', http: 404, vi: 'Không tìm thấy', en: 'Not found' },
  500: { key: 'NET_WORK_VALID', http: 500, vi: 'Không có kết nối mạng, vui lòng kiểm tra kết nối', en: 'no network connection, please check your connection' },
  1001: { key: 'MISSING_REQUIRED_DATA', http: 422, vi: 'Thiếu dữ liệu bắt buộc', en: 'Missing required data' },
  1002: { key: 'WRONG_TIME_INFO', http: 422, vi: 'Thông tin thời gian không đúng', en: 'Wrong time information' },
  1003: { key: 'DUPLICATE_DATA', http: 409, vi: 'Dữ liệu bị trùng', en: 'Duplicate data' },
  // ours: sign-in and account
  1010: { key: 'WRONG_CREDENTIALS', http: 400, vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Wrong username or password' },
  1011: { key: 'TOO_MANY_ATTEMPTS', http: 429, vi: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ít phút', en: 'Too many attempts. Please try again in a few minutes' },
  1012: { key: 'SESSION_EXPIRED', http: 401, vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại', en: 'Your session has expired. Please sign in again' },
  1013: { key: 'INVALID_SSO_CODE', http: 400, vi: 'Mã đăng nhập không hợp lệ hoặc đã được sử dụng', en: 'The sign-in code is invalid or already used' },
  1014: { key: 'WRONG_OLD_PASSWORD', http: 422, vi: 'Mật khẩu cũ không đúng. Vui lòng thử lại', en: 'The old password is wrong. Please try again' },
  1015: { key: 'ACCOUNT_DISABLED', http: 403, vi: 'Tài khoản đã bị khoá', en: 'The account is disabled' },
  1016: { key: 'VALIDATION_FAILED', http: 422, vi: 'Dữ liệu không hợp lệ', en: 'Invalid data' },
  1017: { key: 'PAYLOAD_TOO_LARGE', http: 413, vi: 'Dữ liệu gửi lên quá lớn', en: 'The request is too large' },
  1018: { key: 'CUSTOMER_REQUIRED', http: 422, vi: 'Vui lòng chọn khách hàng (customerId) để thao tác thay khách hàng', en: 'Choose the customer (customerId) to act for' },
  10000: { key: 'CUSTOMER_MISSING', http: 404, vi: 'Không tìm thấy khách hàng', en: 'Customer not found' },
  10001: { key: 'CUSTOMER_CODE_EXISTS', http: 409, vi: 'Mã khách hàng đã tồn tại', en: 'Customer code already exists' },
  10002: { key: 'CARRIER_MISSING', http: 404, vi: 'Không tìm thấy đơn vị vận chuyển', en: 'Carrier not found' },
  10003: { key: 'PROVINCE_MISSING', http: 422, vi: 'Thiếu mã tỉnh/thành phố', en: 'Province code missing' },
  10004: { key: 'DISTRICT_MISSING', http: 422, vi: 'Thiếu mã quận/huyện', en: 'District code missing' },
  10005: { key: 'WARD_MISSING', http: 422, vi: 'Thiếu mã phường/xã', en: 'Ward code missing' },
  10006: {
    key: 'WARD_SPLIT',
    http: 422,
    vi: 'Phường/xã cũ này đã được chia cho nhiều phường/xã mới. Vui lòng chọn một trong các phường/xã được liệt kê',
    en: 'This old ward was split between several new wards. Please choose one of those listed',
  },
  19999: { key: 'CUSTOMER_NOT_AUTHORISED', http: 403, vi: 'Khách hàng không có quyền truy cập', en: 'Customer not authorised' },
  20000: { key: 'PRODUCT_MISSING', http: 404, vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  20001: { key: 'PRODUCT_EXISTS', http: 409, vi: 'Sản phẩm đã tồn tại', en: 'Product already exists' },
  20002: { key: 'GOODS_MISSING', http: 422, vi: 'Thiếu hàng hoá', en: 'Goods missing' },
  20003: { key: 'CATEGORY_MISSING', http: 422, vi: 'Không tìm thấy danh mục sản phẩm', en: 'Category not found' },
  20004: { key: 'UNIT_MISSING', http: 422, vi: 'Không tìm thấy đơn vị tính', en: 'Unit not found' },
  20005: { key: 'ZONE_MISSING', http: 422, vi: 'Không tìm thấy loại hàng (zone)', en: 'Zone type not found' },
  20006: { key: 'WAREHOUSE_MISSING', http: 422, vi: 'Không tìm thấy kho', en: 'Warehouse not found' },
  20007: { key: 'MCODE_EXISTS', http: 409, vi: 'Mã nhà sản xuất (mCode) đã tồn tại', en: 'Manufacturer code (mCode) already exists' },
  20008: { key: 'SCODE_EXISTS', http: 409, vi: 'Mã khách hàng (sCode) đã tồn tại', en: 'Customer code (sCode) already exists' },
  29999: { key: 'SKU_NOT_AUTHORISED', http: 403, vi: 'Không có quyền với sản phẩm này', en: 'Not authorised for this SKU' },
  30000: { key: 'INBOUND_MISSING', http: 404, vi: 'Không tìm thấy đơn nhập', en: 'Inbound order not found' },
  30001: { key: 'INBOUND_CODE_EXISTS', http: 409, vi: 'Mã đơn nhập đã tồn tại', en: 'Inbound order code already exists' },
  30002: { key: 'INBOUND_CANNOT_CANCEL', http: 409, vi: 'Không thể huỷ đơn nhập ở trạng thái hiện tại', en: 'The inbound order cannot be cancelled in its current status' },
  30003: { key: 'INBOUND_ALREADY_CANCELLED', http: 409, vi: 'Đơn nhập đã được huỷ', en: 'The inbound order is already cancelled' },
  30005: { key: 'NOT_RETURN_INBOUND', http: 422, vi: 'Đơn nhập không phải đơn hoàn', en: 'Not a return inbound order' },
  30006: { key: 'RETURN_ALREADY_CONFIRMED', http: 409, vi: 'Đơn hoàn đã được xác nhận', en: 'The return has already been confirmed' },
  30007: { key: 'QUANTITY_MISMATCH', http: 409, vi: 'Số lượng thực nhận khác số lượng dự kiến. Vui lòng xác nhận', en: 'The received quantity differs from the expected one. Please confirm' },
  30008: { key: 'OUTBOUND_NOT_COMPLETE', http: 409, vi: 'Đơn xuất chưa hoàn thành', en: 'The outbound order is not complete' },
  40000: { key: 'OUTBOUND_MISSING', http: 404, vi: 'Không tìm thấy đơn xuất', en: 'Outbound order not found' },
  40001: { key: 'OUTBOUND_CODE_EXISTS', http: 409, vi: 'Mã đơn hàng đã tồn tại', en: 'Order code already exists' },
  40002: { key: 'OUTBOUND_PROCESSING', http: 409, vi: 'Đơn đang được xử lý, không thể tự huỷ. Vui lòng liên hệ bộ phận hỗ trợ', en: 'The order is being processed and cannot be cancelled automatically. Please contact support' },
  40003: { key: 'OUTBOUND_TYPE_MISSING', http: 422, vi: 'Thiếu loại đơn xuất', en: 'Outbound type missing' },
  40004: { key: 'EXPRESS_ORDER_ERROR', http: 422, vi: 'Lỗi tạo đơn vận chuyển', en: 'Error creating the express order' },
  40005: { key: 'OUTBOUND_HANDED_OVER', http: 409, vi: 'Đơn đã bàn giao hoặc hoàn thành, không thể huỷ', en: 'The order has been handed over or completed and cannot be cancelled' },
  40006: { key: 'INVALID_RECEIVER_ADDRESS', http: 422, vi: 'Địa chỉ người nhận không hợp lệ', en: 'Invalid receiver address' },
  40007: { key: 'INSUFFICIENT_STOCK', http: 409, vi: 'Không đủ tồn kho', en: 'Insufficient stock' },
  // ours: cancelling an outbound order that is already cancelled (SPEC §8 has no code for it)
  40008: { key: 'OUTBOUND_ALREADY_CANCELLED', http: 409, vi: 'Đơn xuất đã được huỷ', en: 'The outbound order is already cancelled' },
  // ours: stored pick lists (the warehouse's picking work, kept across reloads and devices)
  40009: { key: 'PICK_LOCATION_NOT_ON_LIST', http: 422, vi: 'Vị trí không có trong phiếu lấy hàng', en: 'The location is not on the pick list' },
  40010: { key: 'PICK_LIST_MISSING', http: 404, vi: 'Không tìm thấy phiếu lấy hàng', en: 'Pick list not found' },
  40011: { key: 'PICK_LIST_CLOSED', http: 409, vi: 'Phiếu lấy hàng đã hoàn thành hoặc đã huỷ', en: 'The pick list is done or released' },
  // ours: the pack step of a wave's order waits for every picked unit to be sorted to it
  40012: { key: 'WAVE_ORDER_NOT_SORTED', http: 409, vi: 'Đơn của đợt lấy hàng chưa chia đủ hàng, chưa thể đóng gói', en: "The wave's order is not fully sorted yet and cannot be packed" },
  50001: { key: 'WRONG_FILE_FORMAT', http: 422, vi: 'Sai định dạng file', en: 'Wrong file format' },
  50002: { key: 'CANNOT_BUILD_ROW', http: 422, vi: 'Không thể tạo dữ liệu cho dòng', en: 'Cannot build data for the row' },
  50003: { key: 'WRONG_FILE_FORMAT_3', http: 422, vi: 'File tải lên hệ thống không thoả điều kiện.', en: 'The uploaded file does not meet the requirements.' },
  50004: { key: 'WRONG_FILE_FORMAT_4', http: 422, vi: 'File không đúng mẫu', en: 'The file does not match the template' },
  50005: { key: 'OUTBOUND_FILE_WRONG_DATA', http: 422, vi: 'File đơn xuất sai dữ liệu', en: 'The outbound file has wrong data' },
  // ours: upload limits
  50006: { key: 'FILE_TOO_LARGE', http: 413, vi: 'File vượt quá dung lượng cho phép', en: 'The file exceeds the size limit' },
  50007: { key: 'TOO_MANY_ROWS', http: 422, vi: 'File vượt quá số dòng cho phép', en: 'The file has too many rows' },
  50008: { key: 'UPLOAD_FAILED', http: 422, vi: 'Tải file lên hệ thống thất bại. Vui lòng thực hiện lại!', en: 'Uploading the file failed. Please try again!' },
  50009: { key: 'MISSING_FILE', http: 422, vi: 'Thiếu file xlsx', en: 'Missing xlsx file' },
  // ours: shipping order status switches (SPEC §4); the spec gives them no codes
  60001: { key: 'SHIPPING_CANNOT_CANCEL', http: 409, vi: 'Chỉ huỷ được đơn đang chờ lấy hàng, đang lấy hàng hoặc đang tương tác với người gửi', en: 'Only orders that are ready to pick, being picked or collecting at pickup can be cancelled' },
  60002: { key: 'SHIPPING_CANNOT_REDELIVER', http: 409, vi: 'Chỉ yêu cầu giao lại được đơn đang chờ xác nhận giao lại', en: 'Redelivery can only be requested for orders waiting to return' },
  60003: { key: 'SHIPPING_CANNOT_RETURN', http: 409, vi: 'Chỉ chuyển hoàn được đơn đang nằm ở kho hoặc chờ xác nhận giao lại', en: 'Only orders in storage or waiting to return can be returned' },
  60004: { key: 'SHIPPING_INVALID_TRANSITION', http: 409, vi: 'Không thể chuyển đơn hàng sang trạng thái này', en: 'The order cannot move to this status' },
  // ours: shops, staff, bank accounts, OTP, COD and coin, tickets and files (the spec gives them no codes)
  70001: { key: 'BANK_ACCOUNT_IN_USE', http: 409, vi: 'Tài khoản ngân hàng đang được cửa hàng sử dụng, không thể xoá', en: 'The bank account is used by a shop and cannot be deleted' },
  70002: { key: 'OTP_WRONG', http: 422, vi: 'Mã OTP không đúng', en: 'The OTP code is wrong' },
  70003: { key: 'OTP_TOO_MANY_SENDS', http: 429, vi: 'Bạn đã yêu cầu gửi mã OTP quá số lần cho phép. Vui lòng thử lại sau', en: 'Too many OTP requests. Please try again later' },
  70004: { key: 'OTP_EXPIRED', http: 422, vi: 'Mã OTP đã hết hạn hoặc đã bị khoá do nhập sai quá nhiều lần. Vui lòng lấy mã mới', en: 'The OTP code has expired or was locked after too many wrong entries. Please request a new one' },
  70005: { key: 'PHONE_CHANGE_LIMIT', http: 429, vi: 'Bạn đã đổi số điện thoại quá số lần cho phép trong 24h', en: 'Too many phone changes within 24h' },
  70006: { key: 'ACCOUNT_NOT_FOUND', http: 404, vi: 'Không tìm thấy tài khoản với số điện thoại hoặc email này', en: 'No account has this phone or email' },
  70007: { key: 'ACCOUNT_OF_OTHER_CLIENT', http: 409, vi: 'Tài khoản này thuộc khách hàng khác hoặc là chủ cửa hàng', en: 'This account belongs to another client or is an owner' },
  70008: { key: 'BANK_ACCOUNT_EXISTS', http: 409, vi: 'Tài khoản ngân hàng đã tồn tại', en: 'The bank account already exists' },
  70009: { key: 'NO_PHONE_FOR_OTP', http: 422, vi: 'Tài khoản chưa có số điện thoại để nhận mã OTP', en: 'The account has no phone to receive the OTP' },
  70010: { key: 'ATTACHMENT_NOT_ALLOWED', http: 422, vi: 'Chỉ chấp nhận file png, jpeg, jpg, docx, doc, xls, xlsx, pdf, zip, rar, pptx và nội dung phải đúng định dạng', en: 'Only png, jpeg, jpg, docx, doc, xls, xlsx, pdf, zip, rar, pptx files whose content matches their type are accepted' },
  70011: { key: 'FILE_TOKEN_INVALID', http: 404, vi: 'Đường dẫn tải file không hợp lệ hoặc đã hết hạn', en: 'The download link is invalid or has expired' },
  70012: { key: 'INSUFFICIENT_COIN', http: 409, vi: 'Số dư xu không đủ', en: 'Insufficient coin balance' },
  70013: { key: 'SHOP_NEEDS_BANK_ACCOUNT', http: 422, vi: 'Cửa hàng cần có tài khoản ngân hàng', en: 'The shop needs a bank account' },
  70014: { key: 'OTP_REQUIRED', http: 422, vi: 'Thay đổi này cần mã OTP gửi tới số điện thoại đã đăng ký', en: 'This change needs the OTP code sent to the registered phone' },
  70021: { key: 'ATTACHMENT_QUOTA_EXCEEDED', http: 413, vi: 'Đã hết dung lượng lưu file đính kèm (200 MB). Vui lòng xoá bớt file chưa dùng hoặc liên hệ hỗ trợ', en: 'The attachment storage quota (200 MB) is used up. Delete unused files or contact support' },
  70022: { key: 'WEBHOOK_URL_NOT_ALLOWED', http: 422, vi: 'Địa chỉ nhận callback không hợp lệ hoặc trỏ tới mạng nội bộ', en: 'The callback URL is invalid or points to a private network' },
  60000: { key: 'SHIPPING_ORDER_MISSING', http: 404, vi: 'Không tìm thấy đơn vận chuyển', en: 'Shipping order not found' },
  60005: { key: 'SHIPPING_SERVICE_UNAVAILABLE', http: 422, vi: 'Dịch vụ vận chuyển không hỗ trợ tuyến này', en: 'The service is not offered on this route' },
  60006: { key: 'SHIPPING_COD_OVER_LIMIT', http: 422, vi: 'Tiền thu hộ (COD) vượt quá mức tối đa của cửa hàng', en: 'The COD amount exceeds the shop’s maximum' },
  60007: { key: 'SHIPPING_WEIGHT_OVER_LIMIT', http: 422, vi: 'Khối lượng vượt quá mức tối đa của cửa hàng', en: 'The weight exceeds the shop’s maximum' },
  60008: { key: 'SHIPPING_SIZE_OVER_LIMIT', http: 422, vi: 'Kích thước vượt quá mức tối đa của cửa hàng', en: 'The size exceeds the shop’s maximum' },
  60009: { key: 'SHIPPING_INSURANCE_OVER_LIMIT', http: 422, vi: 'Giá trị khai giá (bảo hiểm) vượt quá mức tối đa của cửa hàng', en: 'The insurance value exceeds the shop’s maximum' },
  60010: { key: 'PICK_DISTRICT_BLOCKED', http: 422, vi: 'Quận/huyện lấy hàng đang tạm ngưng nhận đơn', en: 'Pick-up is suspended in this district' },
  60011: { key: 'PICK_WARD_BLOCKED', http: 422, vi: 'Phường/xã lấy hàng đang tạm ngưng nhận đơn', en: 'Pick-up is suspended in this ward' },
  60012: { key: 'DELIVER_DISTRICT_BLOCKED', http: 422, vi: 'Quận/huyện giao hàng đang tạm ngưng phục vụ', en: 'Delivery is suspended in this district' },
  60013: { key: 'DELIVER_WARD_BLOCKED', http: 422, vi: 'Phường/xã giao hàng đang tạm ngưng phục vụ', en: 'Delivery is suspended in this ward' },
  60014: { key: 'SHIPPING_ORDER_LOCKED', http: 409, vi: 'Đơn đã được lấy hàng, không thể sửa thông tin này', en: 'The order has been picked up: this can no longer be changed' },
  60015: { key: 'SHIPPING_NO_TARIFF', http: 422, vi: 'Chưa có bảng giá vận chuyển có hiệu lực', en: 'No shipping tariff is in effect' },
  60016: { key: 'SHOP_MISSING', http: 404, vi: 'Không tìm thấy cửa hàng', en: 'Shop not found' },
  60017: { key: 'HUB_MISSING', http: 404, vi: 'Không tìm thấy điểm lấy hàng', en: 'Pick-up hub not found' },
  60018: { key: 'STATION_MISSING', http: 404, vi: 'Không tìm thấy bưu cục', en: 'Station not found' },
} as const satisfies Record<number, TCatalogueEntry>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

export function isKnownCode(code: number): code is TErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

/** The message-lookup of SPEC §7: text for a server code in a language; unknown codes get the generic text. */
export function messageFor(code: number, lang: TLang = 'vi'): string {
  const entry: TCatalogueEntry = isKnownCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE[4];
  return entry[lang];
}

export function httpStatusFor(code: number): number {
  return isKnownCode(code) ? ERROR_CATALOGUE[code].http : 500;
}

export function codeMessageFor(code: number): string {
  return isKnownCode(code) ? ERROR_CATALOGUE[code].key : 'SYSTEM_ERROR';
}
