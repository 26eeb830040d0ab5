/** The instant a Vietnamese calendar date begins ('YYYY-MM-DD' at 00:00 in UTC+7). */
export function vnDayStart(key: string): Date {
  return new Date(`${key}T00:00:00+07:00`);
}

/** The instant the day after a Vietnamese calendar date begins (exclusive end of a date range). */
export function vnDayEnd(key: string): Date {
  return new Date(vnDayStart(key).getTime() + 86_400_000);
}
