import { formatVnd } from '@ffm/domain';
import { printable } from './document.ts';

/** A person or shop on a printed document: who sends, who receives. */
export interface TPrintParty {
  name: string;
  phone: string;
  /** street and number (the free-text part) */
  address: string;
  ward?: string | null;
  district?: string | null;
  province?: string | null;
  /** the pre-2025 address the order arrived with, when it was converted to the 2025 one above (printed small) */
  oldAddress?: string | null;
}

/** The small-print line of a converted address ('Địa chỉ cũ: Phường Bến Nghé, Quận 1, …'), '' without one. */
export function oldAddressLine(p: TPrintParty, prefix = 'Địa chỉ cũ'): string {
  const old = printable(p.oldAddress);
  return old ? `${prefix}: ${old}` : '';
}

/**
 * An address as its street line and its area ('ward, district, province'), skipping empty parts and an area part
 * the text before it already ends with (an address typed in full).
 */
export function addressParts(p: TPrintParty): { street: string; area: string } {
  const street = printable(p.address);
  const area: string[] = [];
  for (const part of [p.ward, p.district, p.province]) {
    const t = printable(part);
    if (!t) continue;
    const soFar = [street, ...area].join(', ').toLocaleLowerCase('vi');
    if (!soFar.endsWith(t.toLocaleLowerCase('vi'))) area.push(t);
  }
  return { street, area: area.join(', ') };
}

/** 'street, ward, district, province'. */
export function fullAddress(p: TPrintParty): string {
  const { street, area } = addressParts(p);
  return [street, area].filter(Boolean).join(', ');
}

/** '1.234.567 ₫' (vi-VN grouping). */
export function money(amount: number): string {
  return formatVnd(amount);
}

/** Integers grouped the vi-VN way: 1.200 */
export function count(n: number): string {
  return Math.round(n).toLocaleString('vi-VN');
}

/** Grams as '850 g' or '1,25 kg' from 1 kg. */
export function weight(grams: number): string {
  if (grams >= 1000) return `${(grams / 1000).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} kg`;
  return `${count(grams)} g`;
}
