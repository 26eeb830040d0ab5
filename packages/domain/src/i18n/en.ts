import type { TUiMessages } from './vi.ts';
import { EN_SHELL_MESSAGES } from './en-shell.ts';
import { SKU_EN } from './sku-en.ts';
import { INBOUND_EN } from './inbound-en.ts';
import { INVENTORY_EN } from './inventory-en.ts';
import { DASHBOARD_EN } from './dashboard-en.ts';
import { OPS_EN } from './ops-en.ts';
import { MONEY_EN } from './money-en.ts';
import { OUTBOUND_EN } from './outbound-en.ts';
import { SHIPPING_EN } from './shipping-en.ts';

/** Every English UI string: the shell's catalogue and each area's. Same keys as VI_MESSAGES. */
export const EN_MESSAGES: TUiMessages = {
  ...EN_SHELL_MESSAGES,
  sku: SKU_EN,
  inbound: INBOUND_EN,
  inventory: INVENTORY_EN,
  dashboard: DASHBOARD_EN,
  ops: OPS_EN,
  money: MONEY_EN,
  outbound: OUTBOUND_EN,
  shipping: SHIPPING_EN,
};
