import type { TOtpPurpose } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';

/**
 * What the accounts area needs from areas that themselves build on accounts (configuration, messaging, money,
 * permissions). Accounts is the bottom of the module graph, so it imports none of them: flows/accounts hands these
 * in when the app is built (`setAccountPorts`), the way upload kinds are registered with the uploads module.
 */
export interface TAccountPorts {
  /** the configuration module's phone prefixes */
  readPhonePrefixes(db: TDbOrTx): Promise<{ mobile: string[]; landline: string[] }>;
  /** the messaging module's check of a one-time code; answers the phone it was sent to */
  verifyOtp(db: TDbOrTx, input: { userId: number; purpose: TOtpPurpose; code: string }): Promise<string>;
  /** the money module's bank account of a client, or null */
  bankAccountOfClient(db: TDbOrTx, clientId: number, id: number): Promise<{ id: number; bankName: string; accountNumber: string; holderName: string } | null>;
  /** the permissions module's group membership of a shop's staff */
  assignShopGroups(db: TDbOrTx, clientId: number, shopId: number, userId: number, groupIds: readonly number[]): Promise<void>;
  removeFromShopGroups(db: TDbOrTx, shopId: number, userId: number): Promise<void>;
}

let ports: TAccountPorts | null = null;

export function setAccountPorts(p: TAccountPorts): void {
  ports = p;
}

export function accountPorts(): TAccountPorts {
  if (!ports) throw new Error('accounts: setAccountPorts was not called (flows/accounts does it when the app is built)');
  return ports;
}
