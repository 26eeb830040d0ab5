/** File sizes: '12,3 KB'. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const kb = n / 1024;
  if (kb < 1024) return `${kb.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
}
