import { foldIncludes, type TAddressSuggestion, type TGhnV3Ward } from '@ffm/domain';

/** One ward the 2025 address picker offers: its code (the value), names, province, and the old name it was found by. */
export interface TWardOption {
  wardCode: string;
  wardName: string;
  provinceId: number;
  provinceName: string | null;
  /** found by the name of an old ward or district that became (part of) it */
  oldName: string | null;
}

/**
 * The wards the picker lists for what was typed: the chosen province's wards whose name matches (accents and tone
 * marks ignored), then what the 2025 address search found (by old names and English names too), kept to the
 * chosen province when there is one; each ward once, the search's old name kept.
 */
export function wardOptions(query: string, provinceId: number | undefined, provinceWards: readonly TGhnV3Ward[], found: readonly TAddressSuggestion[]): TWardOption[] {
  const q = query.trim();
  const own: TWardOption[] = provinceWards
    .filter((w) => !q || foldIncludes(w.name, q))
    .map((w) => ({ wardCode: w.code, wardName: w.name, provinceId: w.parent_id, provinceName: null, oldName: null }));
  const byCode = new Map(own.map((o) => [o.wardCode, o]));
  if (q) {
    for (const s of found) {
      if (s.level !== 'ward' || !s.wardCode || s.scheme !== '2025') continue;
      if (provinceId !== undefined && s.provinceId !== provinceId) continue;
      const known = byCode.get(s.wardCode);
      if (known) {
        known.oldName ??= s.oldName ?? null;
        continue;
      }
      const o = { wardCode: s.wardCode, wardName: s.wardName ?? s.label, provinceId: s.provinceId, provinceName: provinceId === undefined ? s.provinceName : null, oldName: s.oldName ?? null };
      byCode.set(o.wardCode, o);
      own.push(o);
    }
  }
  return own;
}
