import { describe, expect, it, vi } from 'vitest';
import { SKU_CALLS } from '@ffm/domain';

vi.mock('./toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
const store = new Map<string, string>();
const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, addEventListener: () => undefined, setTimeout });

const { callApi } = await import('./api-client.ts');

describe('lists after this tab’s own change', () => {
  it('ask past the server’s answer cache for 3 s after a change, then take it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'Success', data: {} }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const cacheControl = () => new Headers((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers).get('Cache-Control');
    expect(SKU_CALLS.list.cachedAnswer).toBe(true);
    await callApi(SKU_CALLS.list, { page: 1, pageSize: 20 });
    expect(cacheControl()).toBeNull();
    await callApi(SKU_CALLS.create, { sku: 'A' } as never);
    await callApi(SKU_CALLS.list, { page: 1, pageSize: 20 });
    expect(cacheControl()).toBe('no-cache');
    vi.advanceTimersByTime(3100);
    await callApi(SKU_CALLS.list, { page: 1, pageSize: 20 });
    expect(cacheControl()).toBeNull();
    vi.useRealTimers();
  });
});
