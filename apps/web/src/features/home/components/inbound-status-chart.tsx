import { Column } from '@ant-design/plots';

export interface TStatusBar {
  status: number;
  label: string;
  count: number;
}

/**
 * Inbound orders per status as columns (a chunk of its own: the chart library loads only with the dashboard's
 * charts). A click on a column opens the list of that status.
 */
export function InboundStatusChart({ bars, onOpen }: { bars: TStatusBar[]; onOpen: (status: number) => void }) {
  return (
    <Column
      data={bars}
      xField="label"
      yField="count"
      height={240}
      autoFit
      axis={{ y: { labelFormatter: (v: number) => (Number.isInteger(v) ? v.toLocaleString('vi-VN') : '') } }}
      label={{ text: (d: TStatusBar) => (d.count > 0 ? d.count.toLocaleString('vi-VN') : ''), position: 'inside' }}
      style={{ fill: '#f26522', cursor: 'pointer', maxWidth: 56, radiusTopLeft: 4, radiusTopRight: 4 }}
      tooltip={{ items: [{ channel: 'y', name: '', valueFormatter: (v: number) => v.toLocaleString('vi-VN') }] }}
      onEvent={(_chart: unknown, event: { type?: string; data?: { data?: TStatusBar } }) => {
        if (event.type === 'element:click' && event.data?.data) onOpen(event.data.data.status);
      }}
    />
  );
}
