import { asc, eq, sql } from 'drizzle-orm';
import { BILLING_MESSAGES } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { findActiveClient } from '../accounts/index.ts';
import { feeContractClients, feeContracts } from './schema.ts';

/** The contracts (named tariff sets several clients share), by code, each with the number of clients billed under it. */
export async function listContracts(db: TDbOrTx) {
  return db
    .select({
      id: feeContracts.id,
      code: feeContracts.code,
      name: feeContracts.name,
      clients: sql<number>`(select count(*)::int from ${feeContractClients} where ${feeContractClients.contractId} = ${feeContracts.id})`.mapWith(Number),
      createdAt: feeContracts.createdAt,
    })
    .from(feeContracts)
    .orderBy(asc(feeContracts.code));
}

/** Creates a contract, or renames one (`id`); a code already taken by another contract is refused with a field message. */
export async function saveContract(db: TDbOrTx, input: { id?: number | undefined; code: string; name: string; userId: number }, lang: 'vi' | 'en') {
  const [taken] = await db.select({ id: feeContracts.id }).from(feeContracts).where(eq(feeContracts.code, input.code));
  if (taken && taken.id !== input.id) failFields([{ field: 'code', message: BILLING_MESSAGES.contractCodeTaken[lang] }]);
  if (input.id !== undefined) {
    const [row] = await db.update(feeContracts).set({ code: input.code, name: input.name }).where(eq(feeContracts.id, input.id)).returning({ id: feeContracts.id });
    if (!row) fail(404);
  } else {
    await db.insert(feeContracts).values({ code: input.code, name: input.name, createdBy: input.userId });
  }
  const [saved] = (await listContracts(db)).filter((c) => c.code === input.code);
  return saved!;
}

/**
 * Bills a client under a contract (its tariffs apply where the client has none of its own in force), or under none
 * (`contractId` null). The client must exist and be active; an unknown contract is 404.
 */
export async function assignContract(db: TDbOrTx, input: { clientId: number; contractId: number | null; userId: number }) {
  if (!(await findActiveClient(db, input.clientId))) fail(10000);
  if (input.contractId === null) {
    await db.delete(feeContractClients).where(eq(feeContractClients.clientId, input.clientId));
    return { clientId: input.clientId, contractId: null };
  }
  const [c] = await db.select({ id: feeContracts.id }).from(feeContracts).where(eq(feeContracts.id, input.contractId));
  if (!c) fail(404);
  await db
    .insert(feeContractClients)
    .values({ clientId: input.clientId, contractId: input.contractId, assignedBy: input.userId })
    .onConflictDoUpdate({ target: feeContractClients.clientId, set: { contractId: input.contractId, assignedBy: input.userId, assignedAt: sql`now()` } });
  return { clientId: input.clientId, contractId: input.contractId };
}

/** The contract a client is billed under, or null. */
export async function contractOfClient(db: TDbOrTx, clientId: number): Promise<number | null> {
  const [row] = await db.select({ contractId: feeContractClients.contractId }).from(feeContractClients).where(eq(feeContractClients.clientId, clientId));
  return row?.contractId ?? null;
}
