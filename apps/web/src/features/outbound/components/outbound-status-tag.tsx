import { Tag } from 'antd';
import { OUTBOUND_STATUS_LABELS, type TOutboundStatus } from '@ffm/domain';
import { label, useLang } from '../../../lib/display.ts';

export const OUTBOUND_STATUS_COLORS: Record<TOutboundStatus, string> = {
  0: 'gold',
  1: 'processing',
  2: 'blue',
  3: 'cyan',
  4: 'geekblue',
  5: 'purple',
  6: 'magenta',
  7: 'lime',
  8: 'orange',
  9: 'default',
  99: 'success',
};

export function OutboundStatusTag({ status }: { status: number }) {
  const lang = useLang();
  const s = status as TOutboundStatus;
  return (
    <Tag color={OUTBOUND_STATUS_COLORS[s] ?? 'default'} data-testid="outbound-status" data-status={status}>
      {label(OUTBOUND_STATUS_LABELS, s, lang)}
    </Tag>
  );
}
