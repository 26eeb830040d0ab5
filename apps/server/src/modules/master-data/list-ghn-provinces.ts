import type { TGhnProvince } from '@ffm/domain';
import { listProvinces } from './admin-units.ts';
import { ghnProvinces } from './ghn-format.ts';

export function listGhnProvinces(): TGhnProvince[] {
  return ghnProvinces(listProvinces());
}
