import { MASTER_DATA_CALLS, REFERENCE_CALLS, ZGhnParseInput } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { fail } from '../../lib/errors.ts';
import { listProvinces } from './admin-units.ts';
import { ghnParsedAddress, ghnProvinces } from './ghn-format.ts';
import { ghnInput } from './ghn-input.ts';
import { getGhnWardDetail, listGhnDistricts, listGhnWards } from './list-ghn-units.ts';
import { convertedAddressView } from './convert-address.ts';
import { listBanks } from './list-banks.ts';
import { listGhnV3Provinces, listGhnV3Wards } from './list-ghn-v3.ts';
import { suggestAddress2025 } from './search-2025.ts';
import { parseAddress } from './parse-address.ts';
import { getMasterData } from './reference-data.ts';
import { resolveAddress } from './resolve-address.ts';
import { SUGGEST_DEFAULT_LIMIT, suggestAddress } from './suggest-address.ts';

/**
 * Master data: Vietnam's provinces, districts and wards (GHN-compatible under /shiip/public-api/master-data,
 * like GHN they need a token), address parsing, the bank list, and the fulfillment group's address search.
 */
export const module: TModule = {
  register(app) {
    const c = MASTER_DATA_CALLS;
    route(app, c.province, async () => ghnProvinces(listProvinces()));
    route(app, c.district, async ({ query, req }) => listGhnDistricts(query, req.body));
    route(app, c.ward, async ({ query, req }) => listGhnWards(query, req.body));
    route(app, c.wardDetail, async ({ query, req }) => getGhnWardDetail(query, req.body));
    route(app, c.parse, async ({ query, req }) => {
      const { address } = ghnInput(ZGhnParseInput, query, req.body);
      if (address === undefined) fail(1001);
      return ghnParsedAddress(parseAddress(address));
    });
    route(app, c.provinceV3, async ({ query, req }) => listGhnV3Provinces(query, req.body));
    route(app, c.wardV3, async ({ query, req }) => listGhnV3Wards(query, req.body));
    route(app, c.bank, async () => listBanks());
    route(app, c.suggestAddress, async ({ body }) =>
      body.scheme === '2025' ? suggestAddress2025(body.query, body.limit ?? SUGGEST_DEFAULT_LIMIT) : suggestAddress(body.query, body.limit ?? SUGGEST_DEFAULT_LIMIT),
    );
    route(app, c.getAddress, async ({ body }) => resolveAddress(body));
    route(app, c.convertAddress, async ({ body }) => convertedAddressView(body.provinceId, body.districtId, body.wardCode));
    route(app, REFERENCE_CALLS.masterData, ({ deps, lang }) => getMasterData(deps.db, lang));
  },
};
