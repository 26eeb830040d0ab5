import { Tag } from 'antd';
import { INBOUND_STATUS_LABELS, type TInboundStatus } from '@ffm/domain';
import { label, useLang } from '../../../lib/display.ts';

export const INBOUND_STATUS_COLORS: Record<TInboundStatus, string> = {
  0: 'gold',
  3: 'processing',
  4: 'purple',
  9: 'default',
  99: 'success',
};

export function InboundStatusTag({ status }: { status: TInboundStatus }) {
  const lang = useLang();
  return (
    <Tag color={INBOUND_STATUS_COLORS[status]} data-testid="inbound-status" data-status={status}>
      {label(INBOUND_STATUS_LABELS, status, lang)}
    </Tag>
  );
}
