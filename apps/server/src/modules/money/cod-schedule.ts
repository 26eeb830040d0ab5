import { COD_TRANSFER_DAYS_DEFAULT, COD_TRANSFER_HOUR_DEFAULT } from '@ffm/domain';

/** COD_TRANSFER_DAYS: ISO weekdays, comma-separated (default 2,5: Tuesday and Friday, Asia/Ho_Chi_Minh). */
export function codDays(env: NodeJS.ProcessEnv = process.env): number[] {
  const raw = env.COD_TRANSFER_DAYS?.trim();
  if (!raw) return [...COD_TRANSFER_DAYS_DEFAULT];
  const days = raw.split(',').map((d) => Number(d.trim()));
  if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) throw new Error(`COD_TRANSFER_DAYS must list weekdays 1-7, not "${raw}"`);
  return days;
}

/** COD_TRANSFER_HOUR: the hour of the run, Asia/Ho_Chi_Minh (default 9). */
export function codHour(env: NodeJS.ProcessEnv = process.env): number {
  const h = Number(env.COD_TRANSFER_HOUR ?? COD_TRANSFER_HOUR_DEFAULT);
  if (!Number.isInteger(h) || h < 0 || h > 23) throw new Error('COD_TRANSFER_HOUR must be 0-23');
  return h;
}
