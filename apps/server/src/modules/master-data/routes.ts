import type { z, ZodType } from 'zod';
import type { TModule } from '../../app.ts';
import { fail } from '../../http/errors.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { getDistrict, getProvince, getWard, listDistricts, listProvinces, listWards } from './admin-units.ts';
import {
  toId,
  toWardCode,
  ZGetAddressBody,
  ZGhnDistrictInput,
  ZGhnParseInput,
  ZGhnWardDetailInput,
  ZGhnWardInput,
  ZSuggestAddressBody,
} from './contracts.ts';
import { ghnDistricts, ghnParsedAddress, ghnProvinces, ghnWardDetail, ghnWards } from './ghn-format.ts';
import { listBanks } from './list-banks.ts';
import { parseAddress } from './parse-address.ts';
import { resolveAddress } from './resolve-address.ts';
import { SUGGEST_DEFAULT_LIMIT, suggestAddress } from './suggest-address.ts';

const GHN = '/shiip/public-api/master-data';
const TAGS = ['master-data'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** GHN clients send the fields in the query (GET) or a JSON body (POST): read both, the body winning. */
function ghnInput<S extends ZodType>(schema: S, query: unknown, body: unknown): z.infer<S> {
  const parsed = schema.safeParse({ ...(isRecord(query) ? query : {}), ...(isRecord(body) ? body : {}) });
  if (!parsed.success) {
    fail(400, { data: { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) } });
  }
  return parsed.data;
}

/**
 * Master data: Vietnam's provinces, districts and wards (GHN-compatible under /shiip/public-api/master-data,
 * like GHN they need a token), address parsing, the bank list, and the fulfillment group's address search.
 */
export const module: TModule = {
  register(app) {
    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: `${GHN}/province`, summary: 'Provinces (GHN-compatible)', tags: TAGS, audience: 'user' },
      async () => ghnProvinces(listProvinces()),
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        method: ['GET', 'POST'],
        url: `${GHN}/district`,
        summary: 'Districts of a province (GHN-compatible); province_id missing or unknown: 10003',
        tags: TAGS,
        audience: 'user',
        querystring: ZGhnDistrictInput,
      },
      async ({ query, req }) => {
        const provinceId = toId(ghnInput(ZGhnDistrictInput, query, req.body).province_id);
        if (provinceId === null || !getProvince(provinceId)) fail(10003);
        return ghnDistricts(provinceId, listDistricts(provinceId));
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        method: ['GET', 'POST'],
        url: `${GHN}/ward`,
        summary: 'Wards of a district (GHN-compatible); district_id missing or unknown: 10004',
        tags: TAGS,
        audience: 'user',
        querystring: ZGhnWardInput,
      },
      async ({ query, req }) => {
        const districtId = toId(ghnInput(ZGhnWardInput, query, req.body).district_id);
        if (districtId === null || !getDistrict(districtId)) fail(10004);
        return ghnWards(districtId, listWards(districtId));
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        method: ['GET', 'POST'],
        url: `${GHN}/ward/detail`,
        summary: 'A ward with its district and province; ward_code missing or unknown: 10005',
        tags: TAGS,
        audience: 'user',
        querystring: ZGhnWardDetailInput,
      },
      async ({ query, req }) => {
        const code = toWardCode(ghnInput(ZGhnWardDetailInput, query, req.body).ward_code);
        const ward = code === null ? undefined : getWard(code);
        if (!ward) fail(10005);
        return ghnWardDetail(ward);
      },
    );

    defineRoute(
      app,
      {
        group: 'shiip',
        method: ['GET', 'POST'],
        url: `${GHN}/parse`,
        summary: 'Province, district and ward found in a free-text address, and the rest of it',
        tags: TAGS,
        audience: 'user',
        querystring: ZGhnParseInput,
      },
      async ({ query, req }) => {
        const { address } = ghnInput(ZGhnParseInput, query, req.body);
        if (address === undefined) fail(1001);
        return ghnParsedAddress(parseAddress(address));
      },
    );

    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: `${GHN}/bank`, summary: 'Banks (code, short name, name, BIN, SWIFT)', tags: TAGS, audience: 'user' },
      async () => listBanks(),
    );

    defineRoute(
      app,
      {
        group: 'ffm',
        method: 'POST',
        url: '/ffm/suggest-address',
        summary: 'Provinces, districts and wards matching typed text, accent-insensitive, best first',
        tags: TAGS,
        audience: 'user',
        body: ZSuggestAddressBody,
      },
      async ({ body }) => suggestAddress(body.query, body.limit ?? SUGGEST_DEFAULT_LIMIT),
    );

    defineRoute(
      app,
      {
        group: 'ffm',
        method: 'POST',
        url: '/ffm/get-address',
        summary: 'Names for province / district / ward ids (checked to belong together), or the units in a text',
        tags: TAGS,
        audience: 'user',
        body: ZGetAddressBody,
      },
      async ({ body }) => resolveAddress(body),
    );
  },
};
