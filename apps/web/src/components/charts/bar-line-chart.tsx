import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import { formatNumber } from '../../lib/format.ts';

// only what these charts draw: Chart.js leaves the rest out of the chunk
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface TBarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface TBarLineChartProps {
  /** one label per column */
  labels: string[];
  /** columns: one series, or several stacked */
  bars: TBarSeries[];
  /** a line over the columns on a 0-100 % axis of its own (a Pareto chart's cumulative share) */
  percentLine?: { label: string; values: number[]; color: string };
  /** bars from the left, one per row: long names read in full */
  horizontal?: boolean;
  height?: number;
  /** how a count is written (labels, axis, tooltip) */
  format?: (n: number) => string;
  /** a click on a column opens what it counts: the column's index and, stacked, the series clicked */
  onOpen?: (index: number, series: number) => void;
  /** the chart's name for screen readers */
  ariaLabel: string;
}


/** Writes each column's total above it (stacked: above the top segment). */
const totalsAbove = (format: (n: number) => string): Plugin<'bar' | 'line'> => ({
  id: 'totalsAbove',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const barSets = chart.data.datasets.map((d, i) => ({ d, i })).filter(({ d, i }) => (d.type ?? 'bar') === 'bar' && chart.isDatasetVisible(i));
    const top = barSets[barSets.length - 1];
    if (!top) return;
    ctx.save();
    ctx.font = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    ctx.fillStyle = '#262626';
    const horizontal = chart.options.indexAxis === 'y';
    ctx.textAlign = horizontal ? 'left' : 'center';
    ctx.textBaseline = horizontal ? 'middle' : 'bottom';
    chart.getDatasetMeta(top.i).data.forEach((el, j) => {
      const total = barSets.reduce((s, { d }) => s + Number(d.data[j] ?? 0), 0);
      if (total > 0) ctx.fillText(format(total), horizontal ? el.x + 4 : el.x, horizontal ? el.y : el.y - 2);
    });
    ctx.restore();
  },
});

/**
 * Columns (or bars), stacked when there are several series, with an optional percentage line, drawn by Chart.js on
 * a canvas (a chunk of its own, loaded with the dashboard's charts). A click on a column calls `onOpen`.
 */
export function BarLineChart({ labels, bars, percentLine, horizontal = false, height = 240, format = formatNumber, onOpen, ariaLabel }: TBarLineChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const formatRef = useRef(format);
  formatRef.current = format;
  // drawn again when what it shows changes, not on every render of the page around it
  const key = JSON.stringify([labels, bars, percentLine, horizontal]);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const format = (n: number) => formatRef.current(n);
    const stacked = bars.length > 1;
    const config: ChartConfiguration<'bar' | 'line'> = {
      type: 'bar',
      data: {
        labels,
        datasets: [
          ...bars.map((s) => ({
            type: 'bar' as const,
            label: s.label,
            data: s.values,
            backgroundColor: s.color,
            borderRadius: stacked ? 0 : 4,
            maxBarThickness: horizontal ? 22 : 56,
            yAxisID: 'y',
            order: 2,
          })),
          ...(percentLine
            ? [
                {
                  type: 'line' as const,
                  label: percentLine.label,
                  data: percentLine.values,
                  borderColor: percentLine.color,
                  backgroundColor: percentLine.color,
                  pointRadius: 3,
                  tension: 0,
                  yAxisID: 'percent',
                  order: 1,
                },
              ]
            : []),
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: horizontal ? 'y' : 'x',
        layout: { padding: horizontal ? { right: 48 } : { top: 18 } },
        interaction: { mode: 'index', intersect: false, axis: horizontal ? 'y' : 'x' },
        scales: {
          ...(horizontal
            ? {
                x: { stacked, beginAtZero: true, ticks: { precision: 0, callback: (v: string | number) => format(Number(v)) } },
                y: { stacked, grid: { display: false }, ticks: { autoSkip: false } },
              }
            : {
                x: { stacked, grid: { display: false }, ticks: { autoSkip: true, maxRotation: 45 } },
                y: { stacked, beginAtZero: true, ticks: { precision: 0, callback: (v: string | number) => format(Number(v)) } },
              }),
          ...(percentLine ? { percent: { position: 'right' as const, min: 0, max: 100, grid: { drawOnChartArea: false }, ticks: { callback: (v: string | number) => `${v}%` } } } : {}),
        },
        plugins: {
          legend: { display: stacked || !!percentLine, position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${item.dataset.yAxisID === 'percent' ? `${Number(item.raw).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%` : format(Number(item.raw))}`,
            },
          },
        },
        onClick: (event, elements, chart) => {
          const isBar = (e: { datasetIndex: number }) => (chart.data.datasets[e.datasetIndex]?.type ?? 'bar') === 'bar';
          // the segment under the pointer, else the column of that place
          const native = event.native;
          const exact = native ? chart.getElementsAtEventForMode(native, 'nearest', { intersect: true }, false).filter(isBar) : [];
          const hit = exact[0] ?? elements.find(isBar);
          if (hit) open.current?.(hit.index, hit.datasetIndex);
        },
        onHover: (event, elements) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length && open.current ? 'pointer' : 'default';
        },
      },
      plugins: [totalsAbove(format)],
    };
    const chart = new Chart(el, config);
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for labels, bars, percentLine and horizontal
  }, [key]);

  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
