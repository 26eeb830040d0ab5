import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Modal, Select, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TShopStaffMember } from '@ffm/domain';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCurrentShopId, useUserInfo } from '../../../lib/user-info.ts';
import { findAccount, useAddStaff, useRemoveStaff, useShopGroups, useShopStaff } from '../api/shops-api.ts';
import '../accounts.css';

type TFound = Awaited<ReturnType<typeof findAccount>>;

function AddStaffModal({ open, shop, isOwner, onClose }: { open: boolean; shop: { id: number; name: string }; isOwner: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [found, setFound] = useState<TFound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [searching, setSearching] = useState(false);
  const groups = useShopGroups(shop.id, open && isOwner);
  const add = useAddStaff();
  useUnsavedChangesPrompt(open && username.trim() !== '');

  const reset = () => {
    setUsername('');
    setFound(null);
    setError(null);
    setGroupIds([]);
  };
  const search = async () => {
    if (!username.trim()) return;
    setSearching(true);
    setError(null);
    setFound(null);
    try {
      setFound(await findAccount(username.trim()));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSearching(false);
    }
  };
  const submit = () =>
    add.mutate(
      { shop_id: shop.id, username: username.trim(), group_ids: groupIds },
      {
        onSuccess: (r) => {
          toast.success(t('money.staff.added', { name: r.fullName }));
          reset();
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );

  return (
    <Modal
      open={open}
      title={t('money.staff.addTitle', { shop: shop.name })}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={submit}
      okText={t('common.add')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !found?.available, 'data-testid': 'staff-add-confirm' }}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void search()}>
        <Form.Item label={t('money.staff.username')} required>
          <Space.Compact className="full-width">
            <Input
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                setFound(null);
              }}
              onPressEnter={() => void search()}
              placeholder={t('money.staff.usernamePlaceholder')}
              autoFocus
              data-testid="staff-username"
            />
            <Button icon={<SearchOutlined />} onClick={() => void search()} loading={searching} data-testid="staff-find">
              {t('money.staff.find')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon className="accounts-gap" title={error} /> : null}
      {found ? (
        <Alert
          type={found.available ? 'success' : 'warning'}
          showIcon
          className="accounts-gap"
          title={t('money.staff.found', { name: found.fullName })}
          description={found.available ? [found.phone, found.email].filter(Boolean).join(' · ') : t('money.staff.notAvailable')}
          data-testid="staff-found"
        />
      ) : null}
      {isOwner && found?.available ? (
        <Form layout="vertical">
          <Form.Item label={t('money.staff.groups')} extra={t('money.staff.groupsHint')}>
            <Select mode="multiple" value={groupIds} onChange={setGroupIds} loading={groups.isPending} options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** /nhan-vien: the staff of a shop the caller works in; adding by phone or email, removing. */
export function StaffPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const info = useUserInfo();
  const current = useCurrentShopId();
  const [chosen, setChosen] = useState<number | null>(null);
  const shopId = chosen ?? current;
  const shop = info.data?.shops.find((s) => s.id === shopId) ?? null;
  const staff = useShopStaff(shopId);
  const remove = useRemoveStaff();
  const [adding, setAdding] = useState(false);
  const isOwner = info.data?.isOwner ?? false;
  const can = (code: string) => isOwner || (info.data?.permissions as readonly string[] | undefined)?.includes(code) === true;

  const confirmRemove = (m: TShopStaffMember) =>
    modal.confirm({
      title: t('money.staff.removeTitle', { name: m.fullName }),
      content: t('money.staff.removeConfirm'),
      okText: t('common.remove'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'staff-remove-confirm' },
      onOk: () => remove.mutateAsync({ shop_id: shopId ?? 0, client_id: m.id }).then(() => toast.success(t('money.staff.removed')), (e: unknown) => toast.error(errorMessage(e))),
    });

  const columns: TableColumnsType<TShopStaffMember> = [
    { title: t('money.staff.name'), dataIndex: 'fullName' },
    { title: t('money.staff.phone'), dataIndex: 'phone', render: (p: string | null) => p ?? '—' },
    { title: t('money.staff.email'), dataIndex: 'email', responsive: ['md'], render: (e: string | null) => e ?? '—' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      align: 'right',
      render: (_, m) =>
        can('remove_employee_at_store') ? (
          <Tooltip title={t('money.staff.remove')}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('money.staff.remove')} onClick={() => confirmRemove(m)} data-testid={`staff-remove-${m.id}`} />
          </Tooltip>
        ) : null,
    },
  ];

  const addButton = can('add_employee_to_store') ? (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} disabled={!shop} data-testid="staff-add">
      {t('money.staff.add')}
    </Button>
  ) : null;

  return (
    <div data-testid="staff-page">
      <PageHeader title={t('money.staff.title')} subtitle={t('money.staff.subtitle')} extra={addButton} />
      <Card className="table-card">
        <div className="accounts-filters">
          <Typography.Text strong>{t('money.staff.shop')}</Typography.Text>
          <Select className="accounts-shop-select" value={shopId ?? undefined} onChange={(v: number) => setChosen(v)} options={(info.data?.shops ?? []).map((s) => ({ value: s.id, label: s.name }))} data-testid="staff-shop" />
        </div>
        {staff.isError ? (
          <Alert type="error" showIcon title={errorMessage(staff.error)} />
        ) : (
          <DataTable<TShopStaffMember> rowKey="id" columns={columns} dataSource={staff.data ?? []} loading={staff.isPending} pagination={false} locale={{ emptyText: staff.isPending ? ' ' : <Empty description={t('money.staff.empty')} /> }} data-testid="staff-table" />
        )}
      </Card>
      {shop ? <AddStaffModal open={adding} shop={shop} isOwner={isOwner} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
