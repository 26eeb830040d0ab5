const DATE_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as people here read it: dd/mm/yyyy hh:mm in Asia/Ho_Chi_Minh (DESIGN §5). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : DATE_TIME.format(d);
}

/** File sizes: '12,3 KB'. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const kb = n / 1024;
  if (kb < 1024) return `${kb.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
}
