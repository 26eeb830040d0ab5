/**
 * Setup of the `web` test project (component tests on happy-dom, vitest.config.ts): the Vietnamese texts of every
 * area loaded as the router would, and the DOM emptied after each test. Toasts are recorded instead of shown
 * (`toasts` below), so a test can say which message a user saw.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { UI_CATALOGUES, type TUiCatalogue } from '@ffm/domain';
import { loadCatalogues } from '../lib/i18n.ts';

// the machines running the suite are shared and slow: an antd screen can take seconds to settle
configure({ asyncUtilTimeout: 10_000 });

export const toasts: Array<{ kind: string; text: string }> = [];

vi.mock('../lib/toast.ts', () => {
  const record = (kind: string) => (text: string) => void toasts.push({ kind, text });
  return { toast: { success: record('success'), error: record('error'), warning: record('warning'), info: record('info') } };
});

beforeAll(async () => {
  await loadCatalogues(Object.keys(UI_CATALOGUES) as TUiCatalogue[]);
});

afterEach(() => {
  cleanup();
  toasts.length = 0;
});
