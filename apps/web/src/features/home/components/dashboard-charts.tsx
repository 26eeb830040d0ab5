import { useLayoutEffect, useRef } from 'react';
import { Bar, Column, DualAxes } from '@ant-design/plots';

/*
 * The dashboard's charts: one chunk of its own (the chart library loads only with them, after the figures). A
 * click on a column opens the list it counts.
 */

const vn = (v: number) => v.toLocaleString('vi-VN');
const ACCENT = '#f26522';

interface TChartEvents {
  on(name: string, fn: (event: { data?: { data?: unknown } }) => void): void;
  /** the G2 chart inside the plot: it names its events (element:click); the plot re-emits them as plain 'click' */
  chart?: TChartEvents;
}

/**
 * The chart's `onReady`: a click on a mark (a column, a bar, a point) hands its datum to the latest `onClick`
 * (the chart is built once; the handler may change with each render).
 */
function useMarkClick<T>(onClick: (datum: T) => void): (chart: TChartEvents) => void {
  const latest = useRef(onClick);
  useLayoutEffect(() => {
    latest.current = onClick;
  });
  return (plot) =>
    (plot.chart ?? plot).on('element:click', (event) => {
      const datum = event.data?.data as T | undefined;
      if (datum) latest.current(datum);
    });
}

export interface TStatusBar {
  /** what the list filters by (a status or a tab) */
  key: string;
  label: string;
  count: number;
}

/** Orders per status (or tab group) as horizontal bars: every status's name reads in full, on a phone too. */
export function StatusColumns({ bars, onOpen, color = ACCENT }: { bars: TStatusBar[]; onOpen: (key: string) => void; color?: string }) {
  const onReady = useMarkClick<TStatusBar>((bar) => onOpen(bar.key));
  return (
    <Bar
      data={bars}
      xField="label"
      yField="count"
      height={Math.max(160, bars.length * 26 + 40)}
      autoFit
      axis={{ y: { labelFormatter: (v: number) => (Number.isInteger(v) ? vn(v) : '') }, x: { labelAutoRotate: false, labelAutoEllipsis: true } }}
      label={{ text: (d: TStatusBar) => (d.count > 0 ? vn(d.count) : ''), position: 'inside', fill: '#fff', fontWeight: 600 }}
      style={{ fill: color, cursor: 'pointer', maxWidth: 20, radiusTopRight: 3, radiusBottomRight: 3 }}
      tooltip={{ items: [{ channel: 'y', name: '', valueFormatter: vn }] }}
      onReady={onReady}
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
export function DailyStack({ cells, onOpen }: { cells: TDayCell[]; onOpen: (day: string, group: string) => void }) {
  const onReady = useMarkClick<TDayCell>((cell) => onOpen(cell.day, cell.group));
  return (
    <Column
      data={cells}
      xField="dayLabel"
      yField="count"
      colorField="groupLabel"
      stack
      height={260}
      autoFit
      axis={{ y: { labelFormatter: (v: number) => (Number.isInteger(v) ? vn(v) : '') }, x: { labelAutoRotate: false, labelAutoHide: true } }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      style={{ cursor: 'pointer', maxWidth: 40 }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: vn }] }}
      onReady={onReady}
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
  const onReady = useMarkClick<TParetoBar>((bar) => {
    if (typeof bar.skuId === 'number') onOpen(bar.skuId);
  });
  return (
    <DualAxes
      data={bars}
      xField="sku"
      height={280}
      autoFit
      axis={{ x: { labelAutoRotate: true, labelAutoHide: true } }}
      legend={false}
      onReady={onReady}
      children={[
        {
          type: 'interval',
          yField: 'orders',
          style: { fill: ACCENT, cursor: 'pointer', maxWidth: 48, radiusTopLeft: 4, radiusTopRight: 4 },
          axis: { y: { title: ordersLabel, labelFormatter: (v: number) => (Number.isInteger(v) ? vn(v) : '') } },
          tooltip: { items: [{ channel: 'y', name: ordersLabel, valueFormatter: vn }] },
        },
        {
          type: 'line',
          yField: 'share',
          scale: { y: { domain: [0, 1] } },
          style: { stroke: '#1f6feb', lineWidth: 2 },
          axis: { y: { position: 'right', title: shareLabel, labelFormatter: (v: number) => `${Math.round(v * 100)}%` } },
          tooltip: { items: [{ channel: 'y', name: shareLabel, valueFormatter: (v: number) => `${(v * 100).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%` }] },
        },
        {
          type: 'point',
          yField: 'share',
          scale: { y: { domain: [0, 1] } },
          style: { fill: '#1f6feb', r: 3 },
          axis: false,
          tooltip: false,
        },
      ]}
    />
  );
}
