import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/** SPEC §3 shipping order statuses (GHN's names, which integrations send and expect). */
export const SHIPPING_STATUSES = [
  'draft', 'cancel', 'ready_to_pick', 'picking', 'money_collect_picking', 'picked', 'storing', 'delivering',
  'delivery_fail', 'delivered', 'return', 'waiting_to_return', 'returning', 'return_fail', 'waiting_to_finish',
  'finish', 'returned', 'exception', 'transporting', 'sorting', 'money_collect_delivering', 'return_sorting',
  'return_transporting', 'lost', 'damage',
] as const;
export type TShippingStatus = (typeof SHIPPING_STATUSES)[number];

export const SHIPPING_STATUS_LABELS: Record<TShippingStatus, TLabel> = {
  draft: { vi: 'Đơn nháp', en: 'Draft' },
  cancel: { vi: 'Đã huỷ', en: 'Cancelled' },
  ready_to_pick: { vi: 'Chờ lấy hàng', en: 'Ready to pick' },
  picking: { vi: 'Đang lấy hàng', en: 'Picking' },
  money_collect_picking: { vi: 'Đang tương tác với người gửi', en: 'Collecting at pickup' },
  picked: { vi: 'Đã lấy hàng', en: 'Picked' },
  storing: { vi: 'Hàng đang nằm ở kho', en: 'Storing' },
  delivering: { vi: 'Đang giao hàng', en: 'Delivering' },
  delivery_fail: { vi: 'Giao hàng thất bại', en: 'Delivery failed' },
  delivered: { vi: 'Giao hàng thành công', en: 'Delivered' },
  return: { vi: 'Chờ trả hàng', en: 'To be returned' },
  waiting_to_return: { vi: 'Chờ xác nhận giao lại', en: 'Waiting to return' },
  returning: { vi: 'Đang trả hàng', en: 'Returning' },
  return_fail: { vi: 'Trả hàng thất bại', en: 'Return failed' },
  waiting_to_finish: { vi: 'Đang đối soát', en: 'Waiting to finish' },
  finish: { vi: 'Đã đối soát', en: 'Finished' },
  returned: { vi: 'Trả hàng thành công', en: 'Returned' },
  exception: { vi: 'Đơn hàng ngoại lệ', en: 'Exception' },
  transporting: { vi: 'Đang luân chuyển hàng', en: 'Transporting' },
  sorting: { vi: 'Đang phân loại hàng', en: 'Sorting' },
  money_collect_delivering: { vi: 'Đang tương tác với người nhận', en: 'Collecting at delivery' },
  return_sorting: { vi: 'Đang phân loại hàng trả', en: 'Sorting for return' },
  return_transporting: { vi: 'Đang luân chuyển hàng trả', en: 'Transporting for return' },
  lost: { vi: 'Hàng thất lạc', en: 'Lost' },
  damage: { vi: 'Hàng hư hỏng', en: 'Damaged' },
};

export function isShippingStatus(s: unknown): s is TShippingStatus {
  return typeof s === 'string' && (SHIPPING_STATUSES as readonly string[]).includes(s);
}

export const ORDER_TABS = [
  'ORDER_DRAFT', 'ORDER_CREATED', 'ORDER_PACKAGING', 'ORDER_DELIVER', 'ORDER_STORING', 'ORDER_RETURN',
  'ORDER_COMPLETED', 'ORDER_CANCEL', 'ORDER_SEARCH',
] as const;
export type TOrderTab = (typeof ORDER_TABS)[number];

/** SPEC §3 tab groups. ORDER_SEARCH is the free search tab and owns no status. */
export const ORDER_TAB_STATUSES: Record<TOrderTab, readonly TShippingStatus[]> = {
  ORDER_DRAFT: ['draft'],
  ORDER_CREATED: ['ready_to_pick', 'picking', 'money_collect_picking', 'picked'],
  ORDER_PACKAGING: ['transporting', 'return_transporting'],
  ORDER_DELIVER: ['delivering', 'delivery_fail', 'money_collect_delivering'],
  ORDER_STORING: ['storing'],
  ORDER_RETURN: ['waiting_to_return', 'return', 'returning', 'return_fail'],
  ORDER_COMPLETED: ['returned', 'delivered'],
  ORDER_CANCEL: ['cancel', 'exception', 'lost', 'damage'],
  ORDER_SEARCH: [],
};

export const ORDER_TAB_LABELS: Record<TOrderTab, TLabel> = {
  ORDER_DRAFT: { vi: 'Đơn nháp', en: 'Drafts' },
  ORDER_CREATED: { vi: 'Chờ bàn giao', en: 'Created' },
  ORDER_PACKAGING: { vi: 'Đang luân chuyển', en: 'In transit' },
  ORDER_DELIVER: { vi: 'Đang giao', en: 'Delivering' },
  ORDER_STORING: { vi: 'Lưu kho', en: 'Storing' },
  ORDER_RETURN: { vi: 'Chuyển hoàn', en: 'Returns' },
  ORDER_COMPLETED: { vi: 'Hoàn tất', en: 'Completed' },
  ORDER_CANCEL: { vi: 'Huỷ / Thất lạc', en: 'Cancelled / lost' },
  // the tab of every status, where the keyword and filters search
  ORDER_SEARCH: { vi: 'Tất cả', en: 'All' },
};

/**
 * The tab a status is listed under, or null for the statuses SPEC §3 puts in no tab (sorting, return_sorting,
 * waiting_to_finish, finish): those are found through ORDER_SEARCH.
 */
export function tabGroupOf(status: TShippingStatus): Exclude<TOrderTab, 'ORDER_SEARCH'> | null {
  for (const tab of ORDER_TABS) {
    if (tab !== 'ORDER_SEARCH' && ORDER_TAB_STATUSES[tab].includes(status)) return tab;
  }
  return null;
}

/** 1 fast, 2 standard, 3 economy, 5 heavy goods (GHN's 'Hàng nặng', service_type_id 5) */
export const SERVICE_TYPES = [1, 2, 3, 5] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<TServiceType, TLabel> = {
  1: { vi: 'Nhanh', en: 'Fast' },
  2: { vi: 'Chuẩn', en: 'Standard' },
  3: { vi: 'Tiết kiệm', en: 'Economy' },
  5: { vi: 'Hàng nặng', en: 'Heavy goods' },
};

/** 1 and 2 are what a form offers; 4 and 5 arrive from mapped data and also mean the sender pays. */
export const PAYMENT_TYPES = [1, 2] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];
export const SENDER_PAYS_VALUES: readonly number[] = [1, 4, 5];
export const PAYMENT_TYPE_LABELS: Record<TPaymentType, TLabel> = {
  1: { vi: 'Người gửi trả phí', en: 'Sender pays' },
  2: { vi: 'Người nhận trả phí', en: 'Receiver pays' },
};

export function isSenderPays(v: number): boolean {
  return SENDER_PAYS_VALUES.includes(v);
}

/** Maps any stored payment value to the two the UI knows; null for values that mean neither. */
export function normalizePaymentType(v: number): TPaymentType | null {
  if (isSenderPays(v)) return 1;
  return v === 2 ? 2 : null;
}

export const REQUIRED_NOTES = ['CHOXEMHANGKHONGTHU', 'CHOTHUHANG', 'KHONGCHOXEMHANG'] as const;
export type TRequiredNote = (typeof REQUIRED_NOTES)[number];
export const REQUIRED_NOTE_LABELS: Record<TRequiredNote, TLabel> = {
  CHOXEMHANGKHONGTHU: { vi: 'Cho xem hàng, không cho thử', en: 'Allow viewing, no trying' },
  CHOTHUHANG: { vi: 'Cho thử hàng', en: 'Allow trying' },
  KHONGCHOXEMHANG: { vi: 'Không cho xem hàng', en: 'No viewing' },
};

export const USER_SCALES = ['CANHAN', 'CUAHANG'] as const;
export type TUserScale = (typeof USER_SCALES)[number];
export const USER_SCALE_LABELS: Record<TUserScale, TLabel> = {
  CANHAN: { vi: 'Cá nhân', en: 'Individual' },
  CUAHANG: { vi: 'Cửa hàng', en: 'Store' },
};

export const COIN_LOG_CATEGORIES = [1, 3, 5, 7, 8] as const;
export type TCoinLogCategory = (typeof COIN_LOG_CATEGORIES)[number];
export const COIN_LOG_CATEGORY_LABELS: Record<TCoinLogCategory, TLabel> = {
  1: { vi: 'Nạp tiền', en: 'Top-up' },
  3: { vi: 'Cập nhật đơn hàng', en: 'Order update' },
  5: { vi: 'Hoàn tiền', en: 'Refund' },
  7: { vi: 'Cập nhật đơn hàng', en: 'Order update' },
  8: { vi: 'Thanh toán hoá đơn', en: 'Invoice payment' },
};

/** Order of the filter as the ticket screen shows it (SPEC §3). */
export const TICKET_STATUS_FILTERS = [0, 3, 1, 2] as const;
export type TTicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];
export const TICKET_STATUS_FILTER_LABELS: Record<TTicketStatusFilter, TLabel> = {
  0: { vi: 'Tất cả', en: 'All' },
  3: { vi: 'Đã hoàn thành', en: 'Completed' },
  1: { vi: 'Đang xử lý', en: 'Processing' },
  2: { vi: 'Chờ phản hồi từ khách hàng', en: 'Waiting for customer reply' },
};

/** true = pick up before 12:00, false = after 12:00. */
export const PICKUP_TIME_OPTIONS: readonly (TLabel & { value: boolean })[] = [
  { value: true, vi: 'Trước 12h', en: 'Before 12:00' },
  { value: false, vi: 'Sau 12h', en: 'After 12:00' },
];

export const OTP_PURPOSES = [
  'register_bank_account', 'update_bank_account', 'update_client', 'update_password', 'update_order',
  'update_main_bank_account',
] as const;
export type TOtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_PURPOSE_LABELS: Record<TOtpPurpose, TLabel> = {
  register_bank_account: { vi: 'Đăng ký tài khoản ngân hàng', en: 'Register a bank account' },
  update_bank_account: { vi: 'Cập nhật tài khoản ngân hàng', en: 'Update a bank account' },
  update_client: { vi: 'Cập nhật thông tin tài khoản', en: 'Update account details' },
  update_password: { vi: 'Đổi mật khẩu', en: 'Change password' },
  update_order: { vi: 'Cập nhật đơn hàng', en: 'Update an order' },
  update_main_bank_account: { vi: 'Đổi tài khoản ngân hàng chính', en: 'Change the main bank account' },
};

export const ACTIVE_FLAGS = ['Y', 'N'] as const;
export type TActiveFlag = (typeof ACTIVE_FLAGS)[number];
export const ACTIVE_FLAG_LABELS: Record<TActiveFlag, TLabel> = {
  Y: { vi: 'Đang hoạt động', en: 'Active' },
  N: { vi: 'Ngừng hoạt động', en: 'Inactive' },
};

export const USER_STATUSES = [1, 2] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_ACTIVE = 1;
export const USER_STATUS_DELETED = 2;
export const USER_STATUS_LABELS: Record<TUserStatus, TLabel> = {
  1: { vi: 'Đang hoạt động', en: 'Active' },
  2: { vi: 'Đã xoá', en: 'Deleted' },
};

export const UPLOAD_RESULTS = ['passed', 'failed'] as const;
export type TUploadResult = (typeof UPLOAD_RESULTS)[number];
export const UPLOAD_RESULT_LABELS: Record<TUploadResult, TLabel> = {
  passed: { vi: 'Hợp lệ', en: 'Valid' },
  failed: { vi: 'Không hợp lệ', en: 'Invalid' },
};

export const PROCESS_STATES = ['finish', 'pending', 'waiting'] as const;
export type TProcessState = (typeof PROCESS_STATES)[number];
export const PROCESS_STATE_LABELS: Record<TProcessState, TLabel> = {
  finish: { vi: 'Hoàn tất', en: 'Finished' },
  pending: { vi: 'Đang xử lý', en: 'Processing' },
  waiting: { vi: 'Đang chờ', en: 'Waiting' },
};

export const EDIT_MODES = ['edit', 'draft', 'create', 'import'] as const;
export type TEditMode = (typeof EDIT_MODES)[number];

export function shippingStatusLabel(status: TShippingStatus, lang: TLang = 'vi'): string {
  return SHIPPING_STATUS_LABELS[status][lang];
}

/**
 * GHN's failure reason codes (its "Fail Code - Reason" page): what a courier reports with a failed pickup,
 * delivery or return, sent in the order callback as `ReasonCode` beside the reason's text (`Reason`).
 */
export const FAIL_REASON_CODES = {
  pick: ['GHN-PFA1A0', 'GHN-PFA2A2', 'GHN-PFA2A1', 'GHN-PFA2A3', 'GHN-PFA1A1', 'GHN-PCB0B2', 'GHN-PFA4A1', 'GHN-PCB0B1', 'GHN-PFA4A2', 'GHN-PFA3A2'],
  delivery: [
    'GHN-DFC1A0', 'GHN-DFC1A2', 'GHN-DFC1A4', 'GHN-DCD0A1', 'GHN-DFC1A1', 'GHN-DFC1A7', 'GHN-DCD0A6', 'GHN-DCD0A7',
    'GHN-DCD0A5', 'GHN-DCD1A5', 'GHN-DCD0A8', 'GHN-DCD1A1', 'GHN-DFC1A6', 'GHN-DCD1A3',
  ],
  return: ['GHN-RFE0A0', 'GHN-RFE0A1', 'GHN-RFE0A6', 'GHN-RFE0A3', 'GHN-RFE0A4', 'GHN-RFE0A5'],
} as const;
export type TFailReasonCode = (typeof FAIL_REASON_CODES)[keyof typeof FAIL_REASON_CODES][number];

export const FAIL_REASON_LABELS: Record<TFailReasonCode, TLabel> = {
  'GHN-PFA1A0': { vi: 'Người gửi hẹn lại ngày lấy hàng', en: 'The sender asked for another pickup day' },
  'GHN-PFA2A2': { vi: 'Sai thông tin lấy hàng (địa chỉ / SĐT)', en: 'Wrong pickup details (address / phone)' },
  'GHN-PFA2A1': { vi: 'Không liên lạc được người gửi / máy bận', en: 'The sender cannot be reached / line busy' },
  'GHN-PFA2A3': { vi: 'Người gửi không nghe máy', en: 'The sender does not answer the phone' },
  'GHN-PFA1A1': { vi: 'Người gửi muốn gửi hàng tại bưu cục', en: 'The sender will drop the parcel at a station' },
  'GHN-PCB0B2': { vi: 'Hàng vượt quy định khối lượng, kích thước', en: 'The parcel breaks the weight or size rules' },
  'GHN-PFA4A1': { vi: 'Hàng sai quy cách đóng gói', en: 'The parcel breaks the packing rules' },
  'GHN-PCB0B1': { vi: 'Người gửi không muốn gửi hàng nữa', en: 'The sender no longer wants to send' },
  'GHN-PFA4A2': { vi: 'Hàng thuộc loại không vận chuyển', en: 'Goods we do not carry' },
  'GHN-PFA3A2': { vi: 'Nhân viên lấy hàng gặp sự cố', en: 'The courier had an incident' },
  'GHN-DFC1A0': { vi: 'Người nhận hẹn lại ngày giao', en: 'The receiver asked for another delivery day' },
  'GHN-DFC1A2': { vi: 'Không liên lạc được người nhận / chặn số', en: 'The receiver cannot be reached / blocked the number' },
  'GHN-DFC1A4': { vi: 'Người nhận không nghe máy', en: 'The receiver does not answer the phone' },
  'GHN-DCD0A1': { vi: 'Sai thông tin người nhận (địa chỉ / SĐT)', en: "Wrong receiver's details (address / phone)" },
  'GHN-DFC1A1': { vi: 'Người nhận đổi địa chỉ giao', en: 'The receiver changed the delivery address' },
  'GHN-DFC1A7': { vi: 'Người nhận từ chối vì không được xem / thử hàng', en: 'Refused: not allowed to see or try the goods' },
  'GHN-DCD0A6': { vi: 'Người nhận từ chối vì sai sản phẩm', en: 'Refused: wrong goods' },
  'GHN-DCD0A7': { vi: 'Người nhận từ chối vì sai tiền thu hộ', en: 'Refused: wrong COD amount' },
  'GHN-DCD0A5': { vi: 'Người nhận từ chối vì hàng hư hỏng', en: 'Refused: damaged goods' },
  'GHN-DCD1A5': { vi: 'Người nhận từ chối vì không có tiền', en: 'Refused: no money to pay' },
  'GHN-DCD0A8': { vi: 'Người nhận đổi ý, không mua nữa', en: 'The receiver changed their mind' },
  'GHN-DCD1A1': { vi: 'Người nhận báo không đặt hàng', en: 'The receiver says they did not order' },
  'GHN-DFC1A6': { vi: 'Nhân viên giao hàng gặp sự cố', en: 'The courier had an incident' },
  'GHN-DCD1A3': { vi: 'Hàng suy suyển, bể vỡ khi vận chuyển', en: 'Goods lost in part or broken in transit' },
  'GHN-RFE0A0': { vi: 'Người gửi hẹn lại ngày trả hàng', en: 'The sender asked for another return day' },
  'GHN-RFE0A1': { vi: 'Người gửi đổi địa chỉ trả hàng', en: 'The sender changed the return address' },
  'GHN-RFE0A6': { vi: 'Người gửi không nghe máy', en: 'The sender does not answer the phone' },
  'GHN-RFE0A3': { vi: 'Người gửi từ chối nhận vì sai sản phẩm', en: 'The sender refused: wrong goods' },
  'GHN-RFE0A4': { vi: 'Người gửi từ chối nhận vì hàng hư hỏng', en: 'The sender refused: damaged goods' },
  'GHN-RFE0A5': { vi: 'Nhân viên trả hàng gặp sự cố', en: 'The courier had an incident' },
};

/**
 * The reason codes a courier may choose for a move to `to`: a failed delivery's, a failed return's, or a failed
 * pickup's (the order goes back to ready_to_pick or is cancelled). Other moves have none.
 */
export function failReasonCodesFor(to: TShippingStatus): readonly TFailReasonCode[] {
  if (to === 'delivery_fail') return FAIL_REASON_CODES.delivery;
  if (to === 'return_fail') return FAIL_REASON_CODES.return;
  if (to === 'ready_to_pick' || to === 'cancel') return FAIL_REASON_CODES.pick;
  return [];
}

export function isFailReasonCode(code: string): code is TFailReasonCode {
  return Object.prototype.hasOwnProperty.call(FAIL_REASON_LABELS, code);
}

/**
 * The reason of a status change as a timeline shows it: a known code's label in the reader's language (its text
 * stored as the reason when the courier gave only the code), the courier's own words after it.
 */
export function statusReasonText(reason: string | null, code: string | null, lang: TLang): string {
  if (!code) return reason ?? '';
  if (!isFailReasonCode(code)) return reason ? `${reason} (${code})` : code;
  const l = FAIL_REASON_LABELS[code];
  const own = reason && reason !== l.vi && reason !== l.en ? `: ${reason}` : '';
  return `${l[lang]} (${code})${own}`;
}
