import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The parts of the UI catalogue each route load asked for, in order. */
const asked = vi.hoisted(() => [] as Array<readonly TUiCatalogue[]>);

vi.mock('../lib/i18n.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/i18n.ts')>();
  return {
    ...real,
    loadCatalogues: (parts: readonly TUiCatalogue[]) => {
      asked.push(parts);
      return real.loadCatalogues(parts);
    },
  };
});

const { routes } = await import('./router.tsx');

function find(list: RouteObject[], path: string): RouteObject | undefined {
  for (const r of list) {
    if (r.path === path) return r;
    const inner = r.children ? find(r.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** What loading the page at `path` asks of the catalogue (the route's lazy module and its texts). */
async function partsLoadedWith(path: string): Promise<readonly TUiCatalogue[]> {
  const route = find(routes, path);
  if (typeof route?.lazy !== 'function') throw new Error(`no lazy route ${path}`);
  asked.length = 0;
  await route.lazy();
  return asked.flat();
}

describe('the router', () => {
  // the warehouse console's pages sit in the feature of their server module and keep the console's texts
  it.each([
    ['/kho/nhan-hang', 'inbound'],
    ['/kho/lay-hang-theo-dot', 'outbound'],
    ['/kho/chuyen-vi-tri', 'inventory'],
    ['/kho/nhat-ky', 'inventory'],
    ['/cong-cu/kiem-ton', 'inventory'],
    ['/san-pham/kiem-ton', 'inventory'],
    ['/san-pham/scan-sku-location', 'inventory'],
    ['/kho/kiem-ke-dinh-ky', 'ops'],
    ['/kho/chuyen-kho', 'ops'],
    ['/kho/nhan-hang-hoan', 'ops'],
    ['/kho/quy-tac-len-ke', 'ops'],
    ['/kho/vi-tri', 'ops'],
  ] as const)('loads %s with the console texts and its area texts (%s)', async (path, area) => {
    const parts = await partsLoadedWith(path);
    expect(parts).toContain('ops');
    expect(parts).toContain(area);
  });

  it('keeps the console texts off the client pages of the same areas', async () => {
    expect(await partsLoadedWith('/nhap-hang/danh-sach-don-nhap')).not.toContain('ops');
    expect(await partsLoadedWith('/ton-kho')).not.toContain('ops');
  });

  it('loads the texts of pages that moved to the area of their server module', async () => {
    expect(await partsLoadedWith('/cua-hang/cai-dat-giao-hang')).toContain('money');
    // the client's returns page: the inventory texts it shares with /ton-kho, not the returns desk's console texts
    expect(await partsLoadedWith('/ton-kho/hoan-va-chuyen-kho')).toEqual(['inventory']);
  });
});
