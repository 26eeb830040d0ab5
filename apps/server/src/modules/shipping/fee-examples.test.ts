import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLeadtime, routePrice, STANDARD_TARIFF, type TFeeRoute, type TServiceType } from '@ffm/domain';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { getWard } from '../master-data/index.ts';
import { shippingStations } from './schema.ts';

/** The worked examples of docs/shipping-fees.md, read from its tables: each row is checked through the fee call. */
const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/shipping-fees.md');

function tableAfter(md: string, heading: string): string[][] {
  const start = md.indexOf(heading);
  const lines = md.slice(start).split('\n').filter((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const l of lines.slice(2)) {
    const cells = l.split('|').slice(1, -1).map((c) => c.trim());
    if (!/^\d+$/.test(cells[0] ?? '')) break;
    rows.push(cells);
  }
  return rows;
}

const md = readFileSync(DOC, 'utf8');
const feeRows = tableAfter(md, '## Fees');
const leadRows = tableAfter(md, '## Lead times');

describe('docs/shipping-fees.md worked examples', () => {
  let t: TTestApp;
  let owner: string;
  let stationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    stationId = (await t.database.db.select({ id: shippingStations.id }).from(shippingStations).where(eq(shippingStations.code, 'HCM-Q1')))[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the examples', () => {
    expect(feeRows.length).toBe(5);
    expect(leadRows.length).toBe(4);
  });

  it.each(feeRows.map((r) => [r[0], r] as const))('fee example %s', async (_n, r) => {
    const [, service, fromWard, toWard, weight, size, cod, insurance, station, coupon, charged, ...fees] = r;
    const [l, w, h] = size!.split('×').map(Number);
    const from = getWard(fromWard!)!;
    const to = getWard(toWard!)!;
    const res = await t.call('/shiip/public-api/v2/shipping-order/fee', owner, {
      service_type_id: Number(service),
      from_district_id: from.districtId,
      from_ward_code: from.code,
      to_district_id: to.districtId,
      to_ward_code: to.code,
      weight: Number(weight),
      length: l,
      width: w,
      height: h,
      cod_value: Number(cod),
      insurance_value: Number(insurance),
      ...(station === 'yes' ? { pick_station_id: stationId } : {}),
      ...(coupon !== '-' ? { coupon } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [serviceFee, insuranceFee, codFee, stationFee, remotePick, remoteDeliver, couponValue, total] = fees.map(Number);
    expect(res.body.data).toMatchObject({
      calculated_weight: Number(charged),
      service_fee: serviceFee,
      insurance_fee: insuranceFee,
      cod_fee: codFee,
      pick_station_fee: stationFee,
      pick_remote_areas_fee: remotePick,
      deliver_remote_areas_fee: remoteDeliver,
      coupon_value: couponValue,
      total,
    });
  });

  it.each(leadRows.map((r) => [r[0], r] as const))('lead time example %s', (_n, r) => {
    const [, service, route, orderedAt, pickupTime, pickupDay, deliveredBy] = r;
    const price = routePrice(STANDARD_TARIFF, Number(service) as TServiceType, route as TFeeRoute)!;
    const at = new Date(`${orderedAt!.replace(' ', 'T')}:00+07:00`).getTime();
    const lt = computeLeadtime(price.leadDays, at, pickupTime === 'true');
    expect(new Date(lt.pickup_date * 1000).toISOString()).toBe(new Date(`${pickupDay}T00:00:00+07:00`).toISOString());
    expect(new Date(lt.leadtime * 1000).toISOString()).toBe(new Date(`${deliveredBy!.replace(' ', 'T')}+07:00`).toISOString());
  });
});
