import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CrownOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maskAccountNumber } from '@ffm/domain';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { sendOtp, useBankAccounts, useDeleteBankAccount, useMainBankAccount, type TBankAccountView } from '../api/money-api.ts';
import { BankAccountForm } from '../components/bank-account-form.tsx';
import { OtpModal } from '../../../components/otp-modal.tsx';
import '../money.css';

/** /tai-khoan-ngan-hang (owner): the client's payout accounts, the main one, and which shops use each. */
export function BankAccountsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const main = useMainBankAccount();
  const [editing, setEditing] = useState<TBankAccountView | null | undefined>(undefined);
  const [makeMain, setMakeMain] = useState<TBankAccountView | null>(null);

  const confirmDelete = (a: TBankAccountView) =>
    modal.confirm({
      title: t('money.bank.deleteTitle', { number: maskAccountNumber(a.accountNumber) }),
      content: t('money.bank.deleteConfirm'),
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'bank-delete-confirm' },
      onOk: () =>
        remove.mutateAsync(a.id).then(
          () => toast.success(t('money.bank.deleted')),
          (e: unknown) => toast.error(errorMessage(e)),
        ),
    });

  const columns: TableColumnsType<TBankAccountView> = [
    {
      title: t('money.bank.bank'),
      dataIndex: 'bankName',
      render: (name: string, a) => (
        <div>
          <Space size={4} wrap>
            <strong>{name}</strong>
            {a.isMain ? <Tag color="gold" icon={<CrownOutlined />} data-testid={`bank-main-${a.id}`}>{t('money.bank.main')}</Tag> : null}
          </Space>
          {/* a phone shows the number and holder here, their own columns being hidden */}
          <div className="money-only-narrow money-mono">{`${a.accountNumber} · ${a.holderName}`}</div>
        </div>
      ),
    },
    { title: t('money.bank.accountNumber'), dataIndex: 'accountNumber', responsive: ['md'], render: (n: string) => <span className="money-mono">{n}</span> },
    { title: t('money.bank.holderName'), dataIndex: 'holderName', responsive: ['md'] },
    { title: t('money.bank.branch'), dataIndex: 'branch', responsive: ['md'], render: (b: string) => b || '—' },
    { title: t('money.bank.shops'), dataIndex: 'shops', responsive: ['lg'], render: (s: TBankAccountView['shops']) => (s.length ? s.map((x) => <Tag key={x.id}>{x.name}</Tag>) : '—') },
    {
      title: t('common.actions'),
      key: 'actions',
      align: 'right',
      width: 150,
      render: (_, a) => (
        <Space size={0}>
          {!a.isMain ? (
            <Tooltip title={t('money.bank.makeMain')}>
              <Button type="text" icon={<CrownOutlined />} onClick={() => setMakeMain(a)} aria-label={t('money.bank.makeMain')} data-testid={`bank-make-main-${a.id}`} />
            </Tooltip>
          ) : null}
          <Tooltip title={t('common.edit')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(a)} aria-label={t('common.edit')} data-testid={`bank-edit-${a.id}`} />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button type="text" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(a)} aria-label={t('common.delete')} data-testid={`bank-delete-${a.id}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="bank-create">
      {t('money.bank.create')}
    </Button>
  );

  return (
    <div data-testid="bank-accounts-page">
      <PageHeader title={t('money.bank.title')} subtitle={t('money.bank.subtitle')} extra={create} />
      <Card className="table-card">
        {accounts.isError ? (
          <Alert type="error" showIcon title={errorMessage(accounts.error)} action={<Button onClick={() => void accounts.refetch()}>{t('common.retry')}</Button>} />
        ) : (
          <DataTable<TBankAccountView>
            rowKey="id"
            columns={columns}
            dataSource={accounts.data ?? []}
            loading={accounts.isPending}
            pagination={false}
            locale={{ emptyText: accounts.isPending ? ' ' : <Empty description={t('money.bank.empty')}>{create}</Empty> }}
            data-testid="bank-table"
          />
        )}
      </Card>
      <BankAccountForm editing={editing} onClose={() => setEditing(undefined)} />
      <OtpModal
        open={makeMain !== null}
        send={() => sendOtp('update_main_bank_account')}
        title={t('money.bank.makeMain')}
        onClose={() => setMakeMain(null)}
        onConfirm={async (otp) => {
          if (!makeMain) return;
          await main.mutateAsync({ bank_account_id: makeMain.id, otp });
          toast.success(t('money.bank.madeMain'));
          setMakeMain(null);
        }}
      />
    </div>
  );
}
