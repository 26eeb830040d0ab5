import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CALLS, PERMISSION_CALLS, type TPermissionGroup } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { PermissionGroupsPage } from './permission-groups-page.tsx';

// 45 groups, the user counts rising with the id: the shop's groups come whole, the page pages and sorts them
const GROUPS: TPermissionGroup[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, shopId: 3, name: `Nhóm ${String(i + 1).padStart(2, '0')}`, description: '', permissions: [], userCount: i + 1 }));

/** The groups call is of the GHN-compatible API: its success is code 200. */
const ok = (data: unknown) => answer(200, { code: 200, message: 'Success', data });

function stub(groups: () => unknown) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo([{ id: 3, name: 'Shop', code: 'S3' }]),
    [PERMISSION_CALLS.groups.path]: groups,
  });
}

const shown = () => [...screen.getByTestId('group-table').querySelectorAll('[data-testid^="group-edit-"]')].map((b) => Number(b.getAttribute('data-testid')!.slice('group-edit-'.length)));

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the permission groups screen', () => {
  it('pages the groups with the list pager, a sort ordering them all', async () => {
    stub(() => ok(GROUPS));
    renderScreen(<PermissionGroupsPage />, '/phan-quyen');
    expect(await screen.findByTestId('group-edit-1')).toBeTruthy();
    expect(shown()).toHaveLength(20);
    expect(screen.getByTestId('list-pager-total').textContent).toContain('45');
    fireEvent.click(screen.getByTestId('list-pager-next'));
    fireEvent.click(await screen.findByTestId('list-pager-next'));
    await waitFor(() => expect(shown()).toEqual([41, 42, 43, 44, 45]));
    expect((screen.getByTestId('list-pager-next') as HTMLButtonElement).disabled).toBe(true);
    // by user count, most first: the whole list is sorted, from its first page
    const header = within(screen.getByTestId('group-table')).getAllByRole('columnheader').find((h) => h.textContent?.includes('Số nhân viên'))!;
    fireEvent.click(header);
    fireEvent.click(header);
    await waitFor(() => expect(shown().slice(0, 3)).toEqual([45, 44, 43]));
    expect(screen.getByTestId('list-pager-page').textContent).toContain('1');
  });

  it("shows refused groups as the server's message with a retry", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(403, { code: 403, message: 'Chỉ chủ tài khoản được phân quyền', data: null }) : ok(GROUPS.slice(0, 2))));
    renderScreen(<PermissionGroupsPage />, '/phan-quyen');
    expect((await screen.findByRole('alert')).textContent).toContain('Chỉ chủ tài khoản được phân quyền');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('group-edit-2')).toBeTruthy();
  });
});
