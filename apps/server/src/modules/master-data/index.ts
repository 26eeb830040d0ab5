/** What other parts of the server may use of the master-data area (Vietnam's administrative units, addresses). */
export { getDistrict, getProvince, getWard, listProvinces } from './admin-units.ts';
export { resolveAddress } from './resolve-address.ts';
export { listBanks } from './list-banks.ts';
export { ghnInput } from './ghn-input.ts';
export { storedAddressUnits, type TAddressUnits } from './address-label.ts';
export { convertOldAddress, convertOldAddressOrFail, splitFailure, splitMessage, storedAddress2025, type TConversion } from './convert-address.ts';
export { getProvince2025, getWard2025, isValidAddress2025, listProvinces2025, listWards2025, addressLabel2025 } from './admin-units-2025.ts';
export { region2025Of, remoteFeeOf, remoteWards2025, zoneOf2025, zoneOfOld, type TZone } from './zones-2025.ts';
export { parseAddress } from './parse-address.ts';
export { parseAddress2025 } from './parse-address-2025.ts';
export { check2025Address, printedAddress, type TChecked2025, type TPrintedAddress } from './address-2025.ts';
