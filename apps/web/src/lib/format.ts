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
