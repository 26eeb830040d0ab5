/** What other parts of the server may use of the master-data area (Vietnam's administrative units, addresses). */
export { getDistrict, getProvince, getWard, listProvinces } from './admin-units.ts';
export { resolveAddress } from './resolve-address.ts';
export { listBanks } from './list-banks.ts';
export { ghnInput } from './ghn-input.ts';
export { storedAddressUnits, type TAddressUnits } from './address-label.ts';
export { convertOldAddress, convertOldAddressOrFail, type TConversion } from './convert-address.ts';
export { parseAddress } from './parse-address.ts';
export { check2025Address, printedAddress, type TChecked2025, type TPrintedAddress } from './address-2025.ts';
