import type { ReactElement } from 'react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A screen as the shell mounts it: a data router (the unsaved-changes prompt needs one), react-query without
 * retries and antd's App (modals, messages). Answers the router, to read where the screen navigated.
 */
export function renderScreen(ui: ReactElement, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export interface TApiCall {
  path: string;
  body: unknown;
}

type TAnswer = { status: number; body: unknown };
const ANSWER = Symbol('answer');

/** An answer other than success: the HTTP status and the body as the server sends it (`{ code, message, data }`). */
export function answer(status: number, body: unknown): TAnswer & { [ANSWER]: true } {
  return { status, body, [ANSWER]: true };
}

/**
 * The API as fetch sees it: each path's handler gets the JSON body and gives the data of a success (`code: 0`) or an
 * `answer(...)`. A path without a handler answers 404. Answers the calls made, in order.
 */
export function stubApi(routes: Record<string, (body: never) => unknown>): TApiCall[] {
  const calls: TApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = String(url).split('?')[0]!;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    const handler = routes[path];
    const out = handler ? await handler(body as never) : answer(404, { code: 404, message: `no stub for ${path}`, data: null });
    const { status, body: sent } = out && typeof out === 'object' && ANSWER in out ? (out as unknown as TAnswer) : { status: 200, body: { code: 0, message: 'Thành công', data: out } };
    return new Response(JSON.stringify(sent), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The user-info answer of a store owner, acting in the first of `shops` (none: no shop). */
export function ownerInfo(shops: ReadonlyArray<{ id: number; name: string; code?: string }> = []) {
  return {
    user: { id: 1, kind: 'client', fullName: 'A', email: null, phone: null, language: 'vi', staffRole: null },
    client: null,
    isOwner: true,
    shopId: shops[0]?.id ?? null,
    shops,
    permissions: [],
  };
}

/** The user-info answer of provider staff of a role. */
export function staffInfo(staffRole: string | null) {
  return {
    user: { id: 1, kind: 'staff', fullName: 'A', email: null, phone: null, language: 'vi', staffRole },
    client: null,
    isOwner: false,
    shopId: null,
    shops: [],
    permissions: [],
  };
}
