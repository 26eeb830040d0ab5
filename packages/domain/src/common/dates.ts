/** Business dates are Vietnamese calendar dates (DESIGN §5). */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam has kept UTC+7 without daylight saving since 1975, so a fixed offset is exact and needs no ICU data. */
export const VN_UTC_OFFSET_MINUTES = 420;

const MS_PER_MINUTE = 60_000;

/** The calendar date in Asia/Ho_Chi_Minh of an instant, as 'YYYY-MM-DD' (sortable as a string). */
export function vnDateKey(at: Date | number): string {
  const t = typeof at === 'number' ? at : at.getTime();
  return new Date(t + VN_UTC_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/** Parses 'dd/mm/yyyy' (the import files' format) into 'YYYY-MM-DD'; null when malformed or not a real date. */
export function parseDdMmYyyy(s: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const key = `${yyyy}-${(mm ?? '').padStart(2, '0')}-${(dd ?? '').padStart(2, '0')}`;
  return isRealDateKey(key) ? key : null;
}

/** True for a 'YYYY-MM-DD' that exists on the calendar (rejects 31/02). */
export function isRealDateKey(key: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return false;
  const d = new Date(`${key}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === key;
}

/**
 * Calendar date in Vietnam of a date-like value. A bare 'YYYY-MM-DD' is already a calendar date and is taken
 * as is (parsing it as an instant would shift it by the UTC offset); other strings are read as instants.
 */
export function toVnDateKey(value: Date | number | string): string | null {
  if (typeof value === 'string') {
    const s = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isRealDateKey(s) ? s : null;
    const fromDmy = parseDdMmYyyy(s);
    if (fromDmy) return fromDmy;
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : vnDateKey(t);
  }
  const t = typeof value === 'number' ? value : value.getTime();
  return Number.isFinite(t) ? vnDateKey(t) : null;
}

/** Is the value's Vietnamese calendar date today or later? Invalid values are not. */
export function isTodayOrLaterVn(value: Date | number | string, now: Date | number): boolean {
  const key = toVnDateKey(value);
  return key !== null && key >= vnDateKey(now);
}

/** 'YYYY-MM-DD' (or an ISO instant's date) → 'dd/mm/yyyy', the date form people here read (exports). */
export function dmy(key: string | null | undefined): string {
  if (!key) return '';
  const [y, m, d] = key.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as 'dd/mm/yyyy HH:mm' in Vietnam (UTC+7, no daylight saving). */
export function dmyHm(at: Date | string | null | undefined): string {
  if (!at) return '';
  const t = new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString();
  return `${dmy(t.slice(0, 10))} ${t.slice(11, 16)}`;
}
