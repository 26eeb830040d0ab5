import { MASTER_DATA_CALLS, ZGhnDistrictInput, ZGhnParseInput, ZGhnWardDetailInput, ZGhnWardInput } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { route } from '../../http/route.ts';
import { getGhnWardDetail } from './get-ghn-ward-detail.ts';
import { listBanks } from './list-banks.ts';
import { listGhnDistricts } from './list-ghn-districts.ts';
import { listGhnProvinces } from './list-ghn-provinces.ts';
import { listGhnWards } from './list-ghn-wards.ts';
import { parseGhnAddress } from './parse-ghn-address.ts';
import { readGhnInput } from './read-ghn-input.ts';
import { resolveAddress } from './resolve-address.ts';
import { SUGGEST_DEFAULT_LIMIT, suggestAddress } from './suggest-address.ts';

/**
 * Master data: Vietnam's provinces, districts and wards (GHN-compatible under /shiip/public-api/master-data,
 * like GHN they need a token), address parsing, the bank list, and the fulfillment group's address search.
 * Contracts in packages/domain/src/master-data/contracts.ts. GHN clients send GET or POST: the inputs are read
 * from the query and the body.
 */
export const module: TModule = {
  register(app) {
    const c = MASTER_DATA_CALLS;
    route(app, c.provinces, async () => listGhnProvinces());
    route(app, c.districts, async ({ query, req }) => listGhnDistricts(readGhnInput(ZGhnDistrictInput, query, req.body)));
    route(app, c.wards, async ({ query, req }) => listGhnWards(readGhnInput(ZGhnWardInput, query, req.body)));
    route(app, c.wardDetail, async ({ query, req }) => getGhnWardDetail(readGhnInput(ZGhnWardDetailInput, query, req.body)));
    route(app, c.parse, async ({ query, req }) => parseGhnAddress(readGhnInput(ZGhnParseInput, query, req.body)));
    route(app, c.banks, async () => listBanks());
    route(app, c.suggestAddress, async ({ body }) => suggestAddress(body.query, body.limit ?? SUGGEST_DEFAULT_LIMIT));
    route(app, c.getAddress, async ({ body }) => resolveAddress(body));
  },
};
