import { formatVnd } from '@ffm/domain';

export { formatVnd };

const NUMBER_VI = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** '1.234.567' in the vi-VN format the portal uses for every number. */
export function formatNumber(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? NUMBER_VI.format(n) : '—';
}

export function formatGrams(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? `${NUMBER_VI.format(n)} g` : '—';
}

export function formatCm(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? `${NUMBER_VI.format(n)} cm` : '—';
}

export function formatMoney(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? formatVnd(n) : '—';
}

/**
 * What an input of a whole VND amount (antd InputNumber) needs: whole numbers from 0, steps of 1.000, shown with the
 * vi-VN grouping as typed and read back as its digits.
 */
export const VND_INPUT = {
  min: 0,
  precision: 0,
  step: 1000,
  formatter: (v: number | string | undefined | null) => (v === undefined || v === null || `${v}` === '' ? '' : formatNumber(Number(v))),
  parser: (v: string | undefined) => Number((v ?? '').replace(/\D/g, '')) || 0,
};

/** A parcel's size 'L × W × H cm', or null when any side is unknown (never '×× cm'). */
export function formatSize(length: number | null | undefined, width: number | null | undefined, height: number | null | undefined): string | null {
  const sides = [length, width, height];
  if (!sides.every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0)) return null;
  return `${sides.map((n) => NUMBER_VI.format(n as number)).join(' × ')} cm`;
}

/** The known parts joined with ' · ': an empty lot or a missing date leaves no '—' behind. */
export function joinKnown(parts: ReadonlyArray<string | number | null | undefined | false>): string {
  return parts.filter((p) => p !== null && p !== undefined && p !== false && `${p}`.trim() !== '').join(' · ');
}
