import { VI_SHELL_MESSAGES } from './vi-shell.ts';
import { SKU_VI } from './sku-vi.ts';
import { INBOUND_VI } from './inbound-vi.ts';
import { INVENTORY_VI } from './inventory-vi.ts';
import { DASHBOARD_VI } from './dashboard-vi.ts';
import { OPS_VI } from './ops-vi.ts';
import { MONEY_VI } from './money-vi.ts';
import { OUTBOUND_VI } from './outbound-vi.ts';
import { SHIPPING_VI } from './shipping-vi.ts';
import type { TTexts } from './texts.ts';

/**
 * Every Vietnamese UI string of the web: the shell's catalogue and each area's. Nested keys, i18next format
 * (`{{name}}` interpolation). EN_MESSAGES in en.ts has exactly the same keys (checked by the type and by a
 * test); the localization call serves these objects so the server can refresh a deployed web's texts.
 * Error texts for server codes are not here: they live in the error catalogue (errors/catalogue.ts).
 */
export const VI_MESSAGES = {
  ...VI_SHELL_MESSAGES,
  sku: SKU_VI,
  inbound: INBOUND_VI,
  inventory: INVENTORY_VI,
  dashboard: DASHBOARD_VI,
  ops: OPS_VI,
  money: MONEY_VI,
  outbound: OUTBOUND_VI,
  shipping: SHIPPING_VI,
} as const;

/** The shape every language's catalogue has: the Vietnamese keys, each a string. */
export type TUiMessages = TTexts<typeof VI_MESSAGES>;
