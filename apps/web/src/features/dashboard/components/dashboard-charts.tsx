import { BarLineChart } from '../../../components/charts/bar-line-chart.tsx';

/*
 * The dashboard's charts: one chunk of its own (Chart.js loads only with them, after the figures). A click on a
 * column opens the list it counts.
 */

const ACCENT = '#f26522';
/** one colour per tab group of the day-by-day chart, in the tabs' order */
const GROUP_COLORS = ['#f26522', '#1f6feb', '#13a89e', '#8e44ad', '#f5a623', '#d0021b', '#7f8c8d', '#2ecc71'];

export interface TStatusBar {
  /** what the list filters by (a status or a tab) */
  key: string;
  label: string;
  count: number;
}

/** Orders per status (or tab group) as horizontal bars: every status's name reads in full, on a phone too. */
export function StatusColumns({ bars, onOpen, color = ACCENT, ariaLabel }: { bars: TStatusBar[]; onOpen: (key: string) => void; color?: string; ariaLabel: string }) {
  return (
    <BarLineChart
      horizontal
      height={Math.max(160, bars.length * 30 + 40)}
      labels={bars.map((b) => b.label)}
      bars={[{ label: ariaLabel, values: bars.map((b) => b.count), color }]}
      ariaLabel={ariaLabel}
      onOpen={(i) => bars[i] && onOpen(bars[i].key)}
    />
  );
}

export interface TDayCell {
  day: string;
  /** the day as shown (dd/MM) */
  dayLabel: string;
  group: string;
  groupLabel: string;
  count: number;
}

/** Orders per day, stacked by tab group; a click on a segment opens that day's list of that group. */
export function DailyStack({ cells, onOpen, ariaLabel }: { cells: TDayCell[]; onOpen: (day: string, group: string) => void; ariaLabel: string }) {
  const days = [...new Map(cells.map((c) => [c.day, c.dayLabel])).entries()];
  const groups = [...new Map(cells.map((c) => [c.group, c.groupLabel])).entries()];
  const count = new Map(cells.map((c) => [`${c.day}|${c.group}`, c.count]));
  return (
    <BarLineChart
      height={260}
      labels={days.map(([, label]) => label)}
      bars={groups.map(([g, label], i) => ({ label, color: GROUP_COLORS[i % GROUP_COLORS.length]!, values: days.map(([d]) => count.get(`${d}|${g}`) ?? 0) }))}
      ariaLabel={ariaLabel}
      onOpen={(i, series) => {
        const day = days[i]?.[0];
        const group = groups[series]?.[0];
        if (day && group) onOpen(day, group);
      }}
    />
  );
}

export interface TParetoBar {
  skuId: number;
  sku: string;
  orders: number;
  /** 0..1 */
  share: number;
}

/** The top SKUs as a Pareto chart: columns of outbound orders per SKU, a line of the cumulative share (right axis). */
export function ParetoChart({ bars, ordersLabel, shareLabel, onOpen }: { bars: TParetoBar[]; ordersLabel: string; shareLabel: string; onOpen: (skuId: number) => void }) {
  return (
    <BarLineChart
      height={280}
      labels={bars.map((b) => b.sku)}
      bars={[{ label: ordersLabel, values: bars.map((b) => b.orders), color: ACCENT }]}
      percentLine={{ label: shareLabel, values: bars.map((b) => Math.round(b.share * 1000) / 10), color: '#1f6feb' }}
      ariaLabel={ordersLabel}
      onOpen={(i) => bars[i] && onOpen(bars[i].skuId)}
    />
  );
}
