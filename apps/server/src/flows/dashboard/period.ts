import { vnDateKey, type TDashboardPeriod } from '@ffm/domain';

const DAY_MS = 86_400_000;

/** The calendar date `days` after (or before) a 'YYYY-MM-DD' key. */
export function shiftDay(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface TDayPeriod {
  from: string;
  to: string;
  days: string[];
}

/**
 * The days a dashboard period covers, in Asia/Ho_Chi_Minh: today; the last 7 or 30 days ending today; or a range
 * of at most DASHBOARD_MAX_DAYS days (the contract refuses a longer or reversed one).
 */
export function dayPeriod(period: TDashboardPeriod, range: { from?: string; to?: string }, now = Date.now()): TDayPeriod {
  const today = vnDateKey(now);
  let from = today;
  let to = today;
  if (period === '7d') from = shiftDay(today, -6);
  else if (period === '30d') from = shiftDay(today, -29);
  else if (period === 'range') {
    from = range.from!;
    to = range.to!;
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) {
    days.push(d);
  }
  return { from, to, days };
}

