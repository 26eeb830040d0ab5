import { describe, expect, it } from 'vitest';
import { listBanks } from './list-banks.ts';

describe('listBanks', () => {
  it('lists the current banks sorted by short name, with BIN and SWIFT code', () => {
    const banks = listBanks();
    expect(banks.length).toBeGreaterThan(40);
    const sorted = [...banks].sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi') || a.code.localeCompare(b.code));
    expect(banks).toEqual(sorted);
    expect(banks.find((b) => b.code === 'VCB')).toMatchObject({ shortName: 'Vietcombank', bin: '970436', swiftCode: 'BFTVVNVX' });
    for (const b of banks) {
      expect(Object.keys(b).sort()).toEqual(['bin', 'code', 'name', 'shortName', 'swiftCode']);
      // BIDC (a Cambodian bank's branch) has no NAPAS BIN in the list
      expect(b.bin).toMatch(b.code === 'BIDC' ? /^$/ : /^\d{6}$/);
    }
  });
});
