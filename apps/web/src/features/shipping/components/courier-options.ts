import { courierMoveChoices, labelOf, SHIPPING_STATUS_LABELS, type TLang, type TShippingStatus } from '@ffm/domain';

export interface TCourierOption {
  value: TShippingStatus;
  label: string;
}

/**
 * The couriers' console's "move to" options for the scanned orders' current statuses: only the moves the domain's
 * state machine allows from them (courierMoveChoices), each with how many of the batch it applies to when not to
 * all ("Đã lấy hàng (1/3)": the server refuses it for the others). No scanned order known yet: nothing to offer.
 */
export function courierOptions(statuses: readonly TShippingStatus[], lang: TLang): TCourierOption[] {
  return courierMoveChoices(statuses).map(({ status, count }) => ({
    value: status,
    label: labelOf(SHIPPING_STATUS_LABELS, status, lang) + (count < statuses.length ? ` (${count}/${statuses.length})` : ''),
  }));
}
