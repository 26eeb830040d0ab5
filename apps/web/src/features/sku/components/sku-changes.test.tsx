import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SKU_CALLS, type TSkuChange } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { SkuChanges } from './sku-changes.tsx';

const change = (id: number, by: string): TSkuChange => ({
  id,
  changedAt: '2026-11-27T03:00:00.000Z',
  changedBy: { id: 1, fullName: by },
  source: 'update',
  fileId: null,
  before: { name: 'Áo cũ' },
  after: { name: 'Áo mới' },
});
const page = (p: number) => ({ items: [change(p, `Người sửa ${p}`)], total: 12, totalExact: true, page: p, pageSize: 10, nextCursor: p === 1 ? 'c2' : null, prevCursor: p === 2 ? 'c1' : null });
const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === SKU_CALLS.changes.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

describe("a SKU's change log", () => {
  it('pages the changes by cursor in its own state', async () => {
    const calls = stubApi({ [SKU_CALLS.changes.path]: (b: { page: number }) => page(b.page) });
    const { router } = renderScreen(<SkuChanges skuId={5} />, '/san-pham/chi-tiet?id=5');
    const panel = await screen.findByTestId('sku-changes');
    expect(await within(panel).findByText('Người sửa 1')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('list-pager-next'));
    expect(await within(panel).findByText('Người sửa 2')).toBeTruthy();
    expect(bodies(calls).at(-1)).toEqual({ id: 5, page: 2, cursor: 'c2', pageSize: 10 });
    expect(router.state.location.search).toBe('?id=5');
  });

  it("shows a refused log as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({ [SKU_CALLS.changes.path]: () => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page(1)) });
    renderScreen(<SkuChanges skuId={5} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Người sửa 1')).toBeTruthy();
  });
});
