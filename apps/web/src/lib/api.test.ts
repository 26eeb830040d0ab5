import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const store = new Map<string, string>();
const localStorageStub = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  key: (i: number) => [...store.keys()][i] ?? null,
  get length() {
    return store.size;
  },
};
vi.stubGlobal('window', { localStorage: localStorageStub, sessionStorage: localStorageStub, addEventListener: () => undefined, setTimeout });

const { api, ApiError, configureApi, fetchData, fileNameFromDisposition, NETWORK_FAILURE, successCodeFor, unwrap } = await import('./api.ts');
const { toast } = await import('./toast.ts');

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api wrapper', () => {
  beforeEach(() => {
    store.clear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals);

  it('sends the Token and ShopId headers and returns the body', async () => {
    store.set('token', 'tok-1');
    store.set('shopId', '7');
    const fetchMock = respond(200, { code: 0, message: 'Success', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const env = await api.post('/ffm/user-info', {});
    expect(env).toMatchObject({ code: 0, data: { a: 1 } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Token')).toBe('tok-1');
    expect(headers.get('ShopId')).toBe('7');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('answers NET_WORK_VALID when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const env = await api.get('/shiip/public-api/v2/config/general');
    expect(env).toMatchObject(NETWORK_FAILURE);
    await expect(fetchData.get('/shiip/public-api/v2/config/general')).rejects.toBeInstanceOf(ApiError);
  });

  it('clears the session and goes to /logout on a 401, except for sign-in calls', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    store.set('token', 'expired');
    store.set('shop-config:3', '{}');
    vi.stubGlobal('fetch', respond(401, { code: 401, message: 'Vui lòng đăng nhập' }));
    await api.post('/ffm/menu-list');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.has('token')).toBe(false);
    expect(store.has('shop-config:3')).toBe(false);

    store.set('token', 'other');
    await api.post('/sso/exchange', { code: 'x' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.get('token')).toBe('other');
  });

  it('shows the permission message on a 403 and marks the error as handled', async () => {
    vi.stubGlobal('fetch', respond(403, { code: 403, message: 'x' }));
    const env = await api.post('/ffm/whatever');
    expect(env.code).toBe(403);
    expect(toast.error).toHaveBeenCalledWith(
      'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.',
      'permission-denied',
    );
    const err = (() => {
      try {
        unwrap('/ffm/whatever', env);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).handled).toBe(true);
    expect((err as InstanceType<typeof ApiError>).status).toBe(403);
  });

  it('knows the success code of each group', async () => {
    expect(successCodeFor('/shiip/public-api/v2/shop/all')).toBe(200);
    expect(successCodeFor('/ffm/user-info')).toBe(0);
    vi.stubGlobal('fetch', respond(200, { code: 200, message: 'Success', data: [1] }));
    await expect(fetchData.get('/shiip/public-api/v2/config/general')).resolves.toEqual([1]);
    vi.stubGlobal('fetch', respond(422, { code: 1014, message: 'Mật khẩu cũ không đúng. Vui lòng thử lại' }));
    await expect(fetchData.post('/shiip/public-api/v2/client/check-password', { password: 'a' })).rejects.toMatchObject({
      code: 1014,
      status: 422,
      message: 'Mật khẩu cũ không đúng. Vui lòng thử lại',
    });
  });

  it("reads the catalogue's number of a GHN-style error from error_code", async () => {
    const ghnError = { code: 400, code_message: 'USER_ERR_COMMON', message: 'Tiền thu hộ vượt hạn mức', data: null, error_code: 60006, error_key: 'COD_OVER_LIMIT' };
    vi.stubGlobal('fetch', respond(422, ghnError));
    await expect(fetchData.post('/shiip/public-api/v2/shipping-order/create', {})).rejects.toMatchObject({
      code: 60006,
      codeMessage: 'COD_OVER_LIMIT',
      status: 422,
      message: 'Tiền thu hộ vượt hạn mức',
    });
  });

  it('reads download file names, RFC 5987 first', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%C4%91%C6%A1n%20xu%E1%BA%A5t.xlsx`)).toBe(
      'đơn xuất.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="ton-kho.xlsx"')).toBe('ton-kho.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
