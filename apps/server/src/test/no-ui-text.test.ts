import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Server code holds no text in two languages (docs/architecture.md): `npm run lint` refuses a `vi`/`en` text
 * written in a server file, so a new one goes to the domain's catalogue. Each case lints a snippet as if it were
 * a server file, with the project's own eslint config.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function refusals(code: string, file = 'apps/server/src/modules/outbound/example.ts'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /domain catalogue/.test(m.message)).length;
}

describe('no two-language text in server code', () => {
  it('refuses vi/en texts written in a server file: strings, templates and functions', async () => {
    expect(await refusals("export const TEXT = { ok: { vi: 'Đã lưu', en: 'Saved' } };")).toBe(2);
    expect(await refusals('export const f = (n: number) => ({ vi: `Còn ${n}`, en: `${n} left` });')).toBe(2);
    expect(await refusals("export const M = { gone: { 'vi': (n: string) => 'Hết ' + n, 'en': (n: string) => 'No ' + n } };")).toBe(2);
  });

  it('refuses a text picked by a language test: lang === en, the other way round, and an en flag', async () => {
    expect(await refusals("export const f = (lang: 'vi' | 'en') => (lang === 'en' ? 'Saved' : 'Đã lưu');")).toBe(1);
    expect(await refusals("export const f = (lang: 'vi' | 'en', n: number) => ('vi' !== lang ? `${n} left` : `Còn ${n}`);")).toBe(1);
    expect(await refusals("export const f = (lang: 'vi' | 'en') => { const en = lang === 'en'; return { header: en ? 'Day' : 'Ngày' }; };")).toBe(1);
    expect(await refusals("export const f = (lang: 'vi' | 'en', n: number) => n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');")).toBe(1);
  });

  it('lets a language test pick values that are not texts', async () => {
    expect(await refusals("export const f = (lang: 'vi' | 'en', label: string) => (lang === 'en' ? label.toLowerCase() : label);")).toBe(0);
    expect(await refusals("export const f = (lang: 'vi' | 'en', r: { nameVi: string; nameEn: string }) => (lang === 'en' ? r.nameEn : r.nameVi);")).toBe(0);
    expect(await refusals("export const f = (lang: 'vi' | 'en') => (lang === 'en' ? 'Saved' : 'Đã lưu');", 'packages/domain/src/outbound/example.ts')).toBe(0);
  });

  it('lets server code pass labels through, and tests and the domain write texts', async () => {
    expect(await refusals("import { X } from '@ffm/domain';\nexport const a = (r: { nameVi: string; nameEn: string }) => ({ vi: r.nameVi, en: r.nameEn, x: X });")).toBe(0);
    expect(await refusals("export const T = { vi: 'Đã lưu', en: 'Saved' };", 'apps/server/src/modules/outbound/example.test.ts')).toBe(0);
    expect(await refusals("export const T = { vi: 'Đã lưu', en: 'Saved' };", 'packages/domain/src/outbound/example.ts')).toBe(0);
  });
});
