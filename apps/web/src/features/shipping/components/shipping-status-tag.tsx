import { Tag } from 'antd';
import { SHIPPING_STATUS_LABELS, tabGroupOf, type TShippingStatus } from '@ffm/domain';
import { label, useLang } from '../../../lib/display.ts';

const TAB_COLORS: Record<string, string> = {
  ORDER_DRAFT: 'default',
  ORDER_CREATED: 'blue',
  ORDER_PACKAGING: 'geekblue',
  ORDER_DELIVER: 'orange',
  ORDER_STORING: 'gold',
  ORDER_RETURN: 'magenta',
  ORDER_COMPLETED: 'green',
  ORDER_CANCEL: 'red',
};

/** A status in the colour of its tab group. */
export function ShippingStatusTag({ status }: { status: TShippingStatus }) {
  const lang = useLang();
  const group = tabGroupOf(status);
  return (
    <Tag color={group ? TAB_COLORS[group] : 'purple'} data-testid={`status-${status}`}>
      {label(SHIPPING_STATUS_LABELS, status, lang)}
    </Tag>
  );
}
