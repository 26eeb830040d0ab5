import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The portal under test (scripts/test.mjs starts one and sets it). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? '').replace(/\/+$/, '');
/** Debian's Chromium: the journeys never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** e2e/screenshots/<journey>-<step>.png (git-ignored). */
export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** The demo accounts the server seeds (apps/server/src/seed/demo.ts). */
export const DEMO = {
  password: 'Demo2026',
  owner: { email: 'owner@demo.vn', phone: '0987654321' },
  staff: { email: 'staff@demo.vn' },
  person: { email: 'canhan@demo.vn', phone: '0912000003' },
  ops: { email: 'ops@demo.vn' },
  supervisor: { email: 'giamsat@demo.vn' },
} as const;
