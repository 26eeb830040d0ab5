import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { MAX_ROW_ID, ZRowId } from '@ffm/domain';
import type { TModule } from '../../app.ts';
import { defineRoute } from '../../http/legacy-route.ts';
import { AppError } from '../../http/errors.ts';
import { clients, shops } from '../accounts/schema.ts';
import { globalConfigs, shopConfigs } from './schema.ts';
import { DEFAULT_CONTRACT, GLOBAL_CONFIG_KEYS, readGlobalConfig, readShopContract } from './queries.ts';

const ZShopIdBody = z.object({ shop_id: z.coerce.number().int().min(0).max(MAX_ROW_ID) });
const ZListValue = z
  .string()
  .max(20_000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(','),
  )
  .refine((v) => v.split(',').every((s) => s === '' || /^[0-9A-Za-z_+-]{1,20}$/.test(s)), 'Each value is a code of letters and digits');
const ZContract = z.object({
  max_cod: z.number().int().min(0).max(10_000_000_000),
  max_weight: z.number().int().min(1).max(10_000_000),
  max_length: z.number().int().min(1).max(10_000),
  max_width: z.number().int().min(1).max(10_000),
  max_height: z.number().int().min(1).max(10_000),
  max_insurrance: z.number().int().min(0).max(10_000_000_000),
});

export const module: TModule = {
  register(app) {
    // getconfigV2: the shop's contract limits. Shop 0 yields nothing; a shop of another client is not found.
    defineRoute(
      app,
      { group: 'shiip', url: '/shiip/public-api/v2/shop/getconfigV2', summary: 'Shop config: contract limits', audience: 'user', body: ZShopIdBody },
      async ({ body, auth, deps }) => {
        if (body.shop_id === 0) return null;
        if (auth.user.kind === 'client' && !auth.shopIds.includes(body.shop_id)) throw new AppError(404);
        return { contract: await readShopContract(deps.db, body.shop_id) };
      },
    );

    defineRoute(
      app,
      { group: 'shiip', method: ['GET', 'POST'], url: '/shiip/public-api/v2/config/general', summary: 'Global config: key/value list', audience: 'user' },
      async ({ deps }) => readGlobalConfig(deps.db),
    );

    defineRoute(
      app,
      { group: 'ops', url: '/ops/config/global/list', summary: 'Provider admin: global config', audience: 'staffAdmin' },
      async ({ deps }) => readGlobalConfig(deps.db),
    );

    defineRoute(
      app,
      {
        group: 'ops',
        url: '/ops/config/global/update',
        summary: 'Provider admin: set a global config value (comma-separated)',
        audience: 'staffAdmin',
        body: z.object({ key: z.enum(GLOBAL_CONFIG_KEYS), value: ZListValue }),
      },
      async ({ body, auth, deps }) => {
        await deps.db
          .insert(globalConfigs)
          .values({ key: body.key, value: body.value, updatedBy: auth.user.id })
          .onConflictDoUpdate({ target: globalConfigs.key, set: { value: body.value, updatedAt: new Date(), updatedBy: auth.user.id } });
        return { key: body.key, value: body.value };
      },
    );

    defineRoute(
      app,
      { group: 'ops', url: '/ops/config/shop/list', summary: 'Provider admin: contract limits of every shop', audience: 'staffAdmin' },
      async ({ deps }) => {
        const rows = await deps.db
          .select({ shopId: shops.id, shopName: shops.name, clientName: clients.name, cfg: shopConfigs })
          .from(shops)
          .innerJoin(clients, eq(clients.id, shops.clientId))
          .leftJoin(shopConfigs, eq(shopConfigs.shopId, shops.id))
          .orderBy(shops.id);
        return rows.map((r) => ({
          shopId: r.shopId,
          shopName: r.shopName,
          clientName: r.clientName,
          contract: r.cfg
            ? { max_cod: r.cfg.maxCod, max_weight: r.cfg.maxWeight, max_length: r.cfg.maxLength, max_width: r.cfg.maxWidth, max_height: r.cfg.maxHeight, max_insurrance: r.cfg.maxInsurance }
            : DEFAULT_CONTRACT,
        }));
      },
    );

    defineRoute(
      app,
      { group: 'ops', url: '/ops/config/shop/update', summary: 'Provider admin: set a shop contract', audience: 'staffAdmin', body: ZContract.extend({ shopId: ZRowId }) },
      async ({ body, auth, deps }) => {
        const [shop] = await deps.db.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shopId)).limit(1);
        if (!shop) throw new AppError(404);
        const values = {
          maxCod: body.max_cod,
          maxWeight: body.max_weight,
          maxLength: body.max_length,
          maxWidth: body.max_width,
          maxHeight: body.max_height,
          maxInsurance: body.max_insurrance,
          updatedBy: auth.user.id,
          updatedAt: sql`now()`,
        };
        await deps.db.insert(shopConfigs).values({ shopId: body.shopId, ...values }).onConflictDoUpdate({ target: shopConfigs.shopId, set: values });
        return { shopId: body.shopId, contract: await readShopContract(deps.db, body.shopId) };
      },
    );
  },
};
