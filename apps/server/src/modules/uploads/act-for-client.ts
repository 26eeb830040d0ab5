import { eq } from 'drizzle-orm';
import type { TLang, TPermissionCode } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TAuth } from '../auth/index.ts';
import { AppError } from '../../http/errors.ts';
import { requirePermission } from '../../http/route.ts';
import { clients } from '../accounts/schema.ts';
import type { TUploadScope } from './registry.ts';

const CUSTOMER_REQUIRED = {
  vi: 'Vui lòng chọn khách hàng (customerId) để thao tác thay khách hàng',
  en: 'Choose the customer (customerId) to act for',
};

/**
 * The client a call works on. A client's owner or staff: their own client, with the permission checked (the
 * customerId they may send is ignored). Provider staff: the client named by customerId, which must exist and be
 * active; they act for it with every permission of the area.
 */
export async function actForClient(
  db: TDbOrTx,
  auth: TAuth,
  customerId: number | undefined,
  permission: TPermissionCode | TPermissionCode[] | undefined,
  lang: TLang,
): Promise<TUploadScope> {
  if (auth.user.kind === 'staff') {
    if (customerId === undefined) throw new AppError(1001, { message: CUSTOMER_REQUIRED[lang], data: { errors: [{ field: 'customerId', message: CUSTOMER_REQUIRED[lang] }] } });
    const [c] = await db.select({ id: clients.id, active: clients.active }).from(clients).where(eq(clients.id, customerId)).limit(1);
    if (!c || c.active !== 'Y') throw new AppError(10000);
    return { clientId: c.id, userId: auth.user.id, lang };
  }
  if (!auth.client) throw new AppError(403);
  requirePermission(auth, permission);
  return { clientId: auth.client.id, userId: auth.user.id, lang };
}
