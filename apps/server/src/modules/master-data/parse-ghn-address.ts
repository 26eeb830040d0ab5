import type { TGhnParseInput, TGhnParsedAddress } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { ghnParsedAddress } from './ghn-format.ts';
import { parseAddress } from './parse-address.ts';

/** The units found in a free-text address, in GHN's shapes; no address answers 1001. */
export function parseGhnAddress(input: TGhnParseInput): TGhnParsedAddress {
  if (input.address === undefined) fail(1001);
  return ghnParsedAddress(parseAddress(input.address));
}
