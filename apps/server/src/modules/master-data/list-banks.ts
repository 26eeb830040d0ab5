import { Banks } from 'vietnam-qr-pay';
import type { TBankInfo } from '@ffm/domain';

let cached: TBankInfo[] | undefined;

/** Banks for COD payouts, from the MIT `vietnam-qr-pay` list (offline); deprecated entries left out. */
export function listBanks(): TBankInfo[] {
  cached ??= Banks.filter((b) => !b.deprecated)
    .map((b) => ({ code: b.code, shortName: b.shortName, name: b.name, bin: b.bin, swiftCode: b.swiftCode ?? null }))
    .sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi') || a.code.localeCompare(b.code));
  return cached;
}
