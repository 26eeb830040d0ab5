import { LANDLINE_PREFIXES_CONFIG_KEY, MOBILE_PREFIXES_CONFIG_KEY, parsePrefixList } from '@ffm/domain';

const PREFIX_KEYS = new Set<string>([MOBILE_PREFIXES_CONFIG_KEY, LANDLINE_PREFIXES_CONFIG_KEY]);

/** A comma-separated config value as its list of entries (trimmed, blanks and duplicates dropped). */
export function splitValue(value: string): string[] {
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** The stored form of a list; phone prefixes are normalised the way validation reads them (leading 0). */
export function joinValue(key: string, items: readonly string[]): string {
  const list = PREFIX_KEYS.has(key) ? parsePrefixList(items.join(',')) : splitValue(items.join(','));
  return list.join(',');
}

/** Entries a key refuses: prefixes must be digits. */
export function invalidItems(key: string, items: readonly string[]): string[] {
  if (!PREFIX_KEYS.has(key)) return [];
  return items.filter((i) => !/^\d+$/.test(i.trim()));
}
