import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS } from '@ffm/domain';
import { session } from '../lib/session.ts';
import { answer, renderScreen, stubApi } from '../test/render.tsx';
import { CustomerSelect } from './customer-select.tsx';

const customer = (id: number) => ({ id, code: `KH0${id}`, name: `Shop ${id}`, scale: 'CUAHANG' as const, active: '1' });
const page = (p: number) => ({ items: [customer(p)], total: 25, totalExact: true, page: p, pageSize: 20, nextCursor: p === 1 ? 'c2' : null, prevCursor: p === 2 ? 'c1' : null });
const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === ACCOUNT_CALLS.customers.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));

describe('the customer select', () => {
  it('pages its options by cursor under them, and picks one', async () => {
    const calls = stubApi({ [ACCOUNT_CALLS.customers.path]: (b: { page: number }) => page(b.page) });
    const onChange = vi.fn();
    renderScreen(<CustomerSelect value={null} onChange={onChange} />);
    open();
    expect(await screen.findByText('KH01 · Shop 1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-pager-next'));
    expect(await screen.findByText('KH02 · Shop 2')).toBeTruthy();
    expect(bodies(calls).at(-1)).toEqual({ page: 2, pageSize: 20, cursor: 'c2' });
    fireEvent.click(screen.getByText('KH02 · Shop 2'));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("shows a refused search with the server's message and a retry", async () => {
    let refuse = true;
    stubApi({ [ACCOUNT_CALLS.customers.path]: () => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page(1)) });
    renderScreen(<CustomerSelect value={null} onChange={() => undefined} />);
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('KH01 · Shop 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
