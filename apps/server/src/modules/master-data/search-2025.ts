import type { TAddressSuggestion } from '@ffm/domain';
import { adminUnits } from './admin-units.ts';
import { adminUnits2025, type TProvince2025, type TWard2025 } from './admin-units-2025.ts';
import { SUGGEST_DEFAULT_LIMIT, SUGGEST_MAX_LIMIT, queryWords } from './suggest-address.ts';
import { tokenize } from './text.ts';

/**
 * The address search of the 2025 scheme: the 34 provinces and 3,321 wards, found by their own names, by their
 * English names, and by the names of the old wards and districts that became (part of) them ('Bến Nghé' finds
 * Phường Sài Gòn). Words are folded (no diacritics, đ → d, lower case), so accents and where the tone mark sits
 * ('Hoà' / 'Hòa') do not matter; every query word must start a word of the name or of the province's name.
 */

type TVia = 'own' | 'en' | 'oldWard' | 'oldDistrict';

interface TVariant {
  via: TVia;
  /** the name's words (with its kind words: 'phuong', 'sai', 'gon') */
  words: readonly string[];
  /** the name's words without its kind ('sai', 'gon') */
  core: readonly string[];
  /** the province's words (new province; for an old name also the old district and province) */
  context: readonly string[];
  /** the old unit's full label, for an old name */
  oldName?: string;
  nameEn?: string;
}

interface TEntry2025 {
  level: 'province' | 'ward';
  province: TProvince2025;
  ward?: TWard2025;
  variants: TVariant[];
}

const VIA_BONUS: Record<TVia, number> = { own: 3, en: 2, oldWard: 1, oldDistrict: 0 };

let entriesCache: TEntry2025[] | undefined;

function buildEntries(): TEntry2025[] {
  const u = adminUnits2025();
  const old = adminUnits();
  const entries: TEntry2025[] = [];
  const byWard = new Map<string, TEntry2025>();
  for (const p of u.provinces) {
    const pWords = tokenize(p.fullName);
    const pEn = tokenize(p.fullNameEn);
    entries.push({
      level: 'province',
      province: p,
      variants: [
        { via: 'own', words: pWords, core: tokenize(p.name), context: [] },
        { via: 'en', words: pEn, core: tokenize(p.nameEn), context: [], nameEn: p.fullNameEn },
      ],
    });
    for (const code of p.wardCodes) {
      const w = u.wardByCode.get(code)!;
      const e: TEntry2025 = {
        level: 'ward',
        province: p,
        ward: w,
        variants: [
          { via: 'own', words: tokenize(w.fullName), core: tokenize(w.name), context: pWords },
          { via: 'en', words: tokenize(w.fullNameEn), core: tokenize(w.nameEn), context: pEn, nameEn: `${w.fullNameEn}, ${p.fullNameEn}` },
        ],
      };
      entries.push(e);
      byWard.set(code, e);
    }
  }
  for (const ow of old.wards) {
    const m = u.oldWards.get(ow.code);
    if (!m) continue;
    const d = old.districtById.get(ow.districtId)!;
    const op = old.provinceById.get(ow.provinceId)!;
    const oldName = `${ow.fullName}, ${d.fullName}, ${op.fullName}`;
    const context = [...tokenize(d.fullName), ...tokenize(op.fullName)];
    for (const t of m.targets) {
      const e = byWard.get(t.wardCode)!;
      e.variants.push({ via: 'oldWard', words: tokenize(ow.fullName), core: tokenize(ow.name), context: [...context, ...tokenize(e.province.fullName)], oldName });
    }
  }
  for (const [districtId, m] of u.oldDistricts) {
    const d = old.districtById.get(districtId);
    if (!d) continue;
    const op = old.provinceById.get(d.provinceId)!;
    const oldName = `${d.fullName}, ${op.fullName}`;
    for (const code of m.newWardCodes) {
      const e = byWard.get(code)!;
      e.variants.push({ via: 'oldDistrict', words: tokenize(d.fullName), core: tokenize(d.name), context: [...tokenize(op.fullName), ...tokenize(e.province.fullName)], oldName });
    }
  }
  return entries;
}

function entries2025(): TEntry2025[] {
  entriesCache ??= buildEntries();
  return entriesCache;
}

/**
 * Score of a variant: every query word must start a word of the name (exact 10, prefix 6) or of its context
 * (exact 3, prefix 1); the whole name spelt out adds 5, the words in the name's order 3. null when a word matches
 * nothing.
 */
function scoreVariant(qs: readonly string[], v: TVariant): number | null {
  let score = 0;
  const exact = new Set<string>();
  for (const q of qs) {
    let best = -1;
    for (const w of v.words) {
      const s = w === q ? 10 : w.startsWith(q) ? 6 : -1;
      if (s > best) best = s;
    }
    if (best === 10) exact.add(q);
    if (best < 0) {
      for (const w of v.context) {
        const s = w === q ? 3 : w.startsWith(q) ? 1 : -1;
        if (s > best) best = s;
      }
      if (best < 0) return null;
    }
    score += best;
  }
  if (v.core.length > 0 && v.core.every((w) => exact.has(w))) score += 5;
  // the words typed in the name's order ('hoa binh' is Hoà Bình before Bình Hoà)
  if (qs.length > 1 && ` ${v.words.join(' ')} `.includes(` ${qs.join(' ')} `)) score += 3;
  return score + VIA_BONUS[v.via];
}

function toSuggestion(e: TEntry2025, v: TVariant): TAddressSuggestion {
  const label = [e.ward?.fullName, e.province.fullName].filter((s): s is string => !!s).join(', ');
  return {
    label,
    level: e.level,
    provinceId: e.province.id,
    provinceName: e.province.fullName,
    ...(e.ward ? { wardCode: e.ward.code, wardName: e.ward.fullName } : {}),
    scheme: '2025',
    ...(v.oldName ? { oldName: v.oldName } : {}),
    ...(v.via === 'en' && v.nameEn ? { nameEn: v.nameEn } : {}),
  };
}

/** Provinces and wards of the 2025 scheme matching a typed query, best first (see the module's comment). */
export function suggestAddress2025(query: string, limit = SUGGEST_DEFAULT_LIMIT): TAddressSuggestion[] {
  const n = Math.max(1, Math.min(SUGGEST_MAX_LIMIT, Math.floor(limit) || SUGGEST_DEFAULT_LIMIT));
  const qs = queryWords(query);
  if (qs.length === 0) return [];
  const scored: Array<{ e: TEntry2025; v: TVariant; score: number }> = [];
  for (const e of entries2025()) {
    let best: { v: TVariant; score: number } | null = null;
    for (const v of e.variants) {
      const s = scoreVariant(qs, v);
      if (s !== null && (best === null || s > best.score)) best = { v, score: s };
    }
    if (best) scored.push({ e, ...best });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.e.level === b.e.level ? 0 : a.e.level === 'province' ? -1 : 1) ||
      (a.e.ward?.fullName.length ?? 0) - (b.e.ward?.fullName.length ?? 0) ||
      a.e.province.id - b.e.province.id ||
      (a.e.ward?.code ?? '').localeCompare(b.e.ward?.code ?? ''),
  );
  return scored.slice(0, n).map((s) => toSuggestion(s.e, s.v));
}
