import { describe, expect, it } from 'vitest';
import { activeMenuEntry, pathMatches, sortMenuGroups } from './menu.ts';

describe('menu helpers', () => {
  it('matches an entry and its sub-paths; / only itself', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/tai-khoan')).toBe(false);
    expect(pathMatches('/san-pham', '/san-pham/chi-tiet')).toBe(true);
    expect(pathMatches('/san-pham', '/san-pham-khac')).toBe(false);
  });

  it('orders groups as MENU_GROUPS, unknown groups last, and finds the longest matching entry', () => {
    const groups = [
      { group: 'NEW_AREA', items: [{ key: 'x', path: '/x' }] },
      { group: 'ACCOUNT', items: [{ key: 'account', path: '/tai-khoan' }] },
      { group: 'HOME', items: [{ key: 'home', path: '/' }] },
      { group: 'SKU', items: [{ key: 'list', path: '/san-pham' }, { key: 'create', path: '/san-pham/tao-moi' }] },
    ];
    expect(sortMenuGroups(groups).map((g) => g.group)).toEqual(['HOME', 'SKU', 'ACCOUNT', 'NEW_AREA']);
    expect(activeMenuEntry(groups, '/san-pham/tao-moi')?.key).toBe('create');
    expect(activeMenuEntry(groups, '/san-pham/123')?.key).toBe('list');
    expect(activeMenuEntry(groups, '/khong-co')).toBeUndefined();
  });

  it('selects the entry a detail page names, not the longest path', () => {
    const groups = [
      { group: 'SKU', items: [{ key: 'skuList', path: '/san-pham/danh-sach-san-pham' }, { key: 'skuCreate', path: '/san-pham/tao-moi-san-pham' }] },
      { group: 'INBOUND', items: [{ key: 'inboundList', path: '/nhap-hang/danh-sach-don-nhap' }] },
    ];
    expect(activeMenuEntry(groups, '/san-pham/chi-tiet-san-pham', 'skuList')?.path).toBe('/san-pham/danh-sach-san-pham');
    expect(activeMenuEntry(groups, '/nhap-hang/chi-tiet-don-nhap-hang', 'inboundList')?.key).toBe('inboundList');
    // a key the viewer's menu lacks falls back to the path
    expect(activeMenuEntry(groups, '/san-pham/tao-moi-san-pham', 'gone')?.key).toBe('skuCreate');
  });
});
