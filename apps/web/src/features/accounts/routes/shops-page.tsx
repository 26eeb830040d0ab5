import { useState } from 'react';
import { Alert, Button, Card, Empty, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CrownOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useBankAccounts, useMainShop, useShopBankAccount, useShops, useShopStatus, type TShopView } from '../api/shops-api.ts';
import { ShopForm } from '../components/shop-form.tsx';
import '../accounts.css';

/** /cua-hang (owner): the client's shops, their payout account, status and the main shop. */
export function ShopsPage() {
  const { t } = useTranslation();
  const shops = useShops();
  const banks = useBankAccounts();
  const setBank = useShopBankAccount();
  const setStatus = useShopStatus();
  const setMain = useMainShop();
  const [editing, setEditing] = useState<TShopView | null | undefined>(undefined);
  const fail = (e: unknown) => toast.error(errorMessage(e));

  const columns: TableColumnsType<TShopView> = [
    {
      title: t('money.shops.name'),
      dataIndex: 'name',
      render: (name: string, s) => (
        <Space size={4} wrap>
          <Button type="link" className="table-link" onClick={() => setEditing(s)}>
            {name}
          </Button>
          {s.is_main ? <Tag color="gold" icon={<CrownOutlined />}>{t('money.shops.main')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('money.shops.address'), key: 'address', responsive: ['md'], ellipsis: true, render: (_, s) => [s.address, s.area].filter(Boolean).join(', ') || '—' },
    {
      title: t('money.shops.bankAccount'),
      dataIndex: 'bank_account_id',
      width: 260,
      render: (id: number | null, s) => (
        <Select
          size="small"
          className="full-width"
          value={id ?? undefined}
          placeholder={t('money.shops.choose')}
          options={(banks.data ?? []).map((b) => ({ value: b.id, label: `${b.bankName} ${b.accountNumber.slice(-4)}` }))}
          onChange={(v: number) => setBank.mutate({ shop_id: s._id, bank_account_id: v }, { onSuccess: () => toast.success(t('money.shops.saved')), onError: fail })}
          data-testid={`shop-bank-${s._id}`}
        />
      ),
    },
    { title: t('money.shops.staffCount'), dataIndex: 'staff_count', width: 100, align: 'center', responsive: ['lg'] },
    { title: t('money.shops.status'), dataIndex: 'status', width: 150, render: (st: number) => <Tag color={st === 1 ? 'success' : 'default'}>{st === 1 ? t('money.shops.active') : t('money.shops.inactive')}</Tag> },
    {
      title: t('common.actions'),
      key: 'actions',
      align: 'right',
      width: 140,
      render: (_, s) => (
        <Space size={0}>
          {!s.is_main && s.status === 1 ? (
            <Tooltip title={t('money.shops.makeMain')}>
              <Button type="text" icon={<CrownOutlined />} aria-label={t('money.shops.makeMain')} onClick={() => setMain.mutate(s._id, { onSuccess: () => toast.success(t('money.shops.madeMain')), onError: fail })} />
            </Tooltip>
          ) : null}
          <Tooltip title={t('common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => setEditing(s)} />
          </Tooltip>
          {!s.is_main ? (
            <Tooltip title={s.status === 1 ? t('money.shops.deactivate') : t('money.shops.activate')}>
              <Button
                type="text"
                icon={s.status === 1 ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                aria-label={s.status === 1 ? t('money.shops.deactivate') : t('money.shops.activate')}
                onClick={() => setStatus.mutate({ shop_id: s._id, status: s.status === 1 ? 2 : 1 }, { onSuccess: () => toast.success(t('money.shops.saved')), onError: fail })}
              />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="shop-create">
      {t('money.shops.create')}
    </Button>
  );
  return (
    <div data-testid="shops-page">
      <PageHeader title={t('money.shops.title')} subtitle={t('money.shops.subtitle')} extra={create} />
      <Card className="table-card">
        {shops.isError ? (
          <Alert type="error" showIcon title={errorMessage(shops.error)} />
        ) : (
          <DataTable<TShopView> rowKey="_id" columns={columns} dataSource={shops.data ?? []} loading={shops.isPending} pagination={false} locale={{ emptyText: shops.isPending ? ' ' : <Empty description={t('money.shops.empty')} /> }} data-testid="shop-table" />
        )}
      </Card>
      <ShopForm editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
