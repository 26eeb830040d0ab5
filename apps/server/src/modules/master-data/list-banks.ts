import { Banks } from 'vietnam-qr-pay';

export interface TBankInfo {
  /** the bank's short code ('VCB') */
  code: string;
  /** 'Vietcombank' */
  shortName: string;
  /** 'Ngân hàng TMCP Ngoại Thương Việt Nam' */
  name: string;
  /** NAPAS bank identification number, as used in VietQR */
  bin: string;
  swiftCode: string | null;
}

let cached: TBankInfo[] | undefined;

/** Banks for COD payouts, from the MIT `vietnam-qr-pay` list (offline); deprecated entries left out. */
export function listBanks(): TBankInfo[] {
  cached ??= Banks.filter((b) => !b.deprecated)
    .map((b) => ({ code: b.code, shortName: b.shortName, name: b.name, bin: b.bin, swiftCode: b.swiftCode ?? null }))
    .sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi') || a.code.localeCompare(b.code));
  return cached;
}
