/** How dates, instants and enum labels are shown across the areas (Asia/Ho_Chi_Minh, dd/mm/yyyy). */
import { useTranslation } from 'react-i18next';
import { labelOf, VN_TIME_ZONE, type TLabel, type TLang } from '@ffm/domain';

/** The UI language as the domain's labels name it. */
export function useLang(): TLang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}

export function label<K extends string | number>(labels: Readonly<Record<K, TLabel>>, value: K, lang: TLang): string {
  return labelOf(labels, value, lang);
}

const DATE_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: VN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const DATE = new Intl.DateTimeFormat('vi-VN', { timeZone: VN_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant shown in Vietnam's time (DESIGN §5): '21/11/2026 16:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const parts = Object.fromEntries(DATE_TIME.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A calendar date 'YYYY-MM-DD' (or an instant) as dd/mm/yyyy. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : DATE.format(d);
}
