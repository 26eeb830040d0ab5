import { BarLineChart } from '../../../components/charts/bar-line-chart.tsx';

export interface TStatusBar {
  status: number;
  label: string;
  count: number;
}

/**
 * Inbound orders per status as columns (a chunk of its own: the chart library loads only with the dashboard's
 * charts). A click on a column opens the list of that status.
 */
export function InboundStatusChart({ bars, onOpen, ariaLabel }: { bars: TStatusBar[]; onOpen: (status: number) => void; ariaLabel: string }) {
  return (
    <BarLineChart
      labels={bars.map((b) => b.label)}
      bars={[{ label: ariaLabel, values: bars.map((b) => b.count), color: '#f26522' }]}
      ariaLabel={ariaLabel}
      onOpen={(i) => bars[i] && onOpen(bars[i].status)}
    />
  );
}
