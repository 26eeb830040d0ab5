import { useState } from 'react';
import { Card, Empty, Input, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTP_PURPOSE_LABELS, type TOtpPurpose } from '@ffm/domain';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, useLang } from '../../../lib/display.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { useSmsOutbox, type TSmsView } from '../api/sms-outbox-api.ts';
import '../messaging.css';

const PAGE_SIZES = [20, 50];

/** /kho/tin-nhan-sms (provider staff): the SMS outbox the default gateway adapter keeps (OTP codes). */
export function SmsOutboxPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // the phone searched and the page live in the URL: a reload or a shared link shows the same messages
  const { read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  // the call takes at most 30 characters: a longer hand-edited link searches its start
  const phone = read.text('phone')?.slice(0, 30);
  const [phoneText, setPhoneText] = useState(phone ?? '');
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const list = useSmsOutbox({ phone, ...paging });
  const columns: TableColumnsType<TSmsView> = [
    { title: t('money.ops.sentAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
    { title: t('money.ops.phone'), dataIndex: 'phone', width: 130 },
    { title: t('money.ops.purpose'), dataIndex: 'purpose', width: 220, responsive: ['md'], render: (p: string | null) => (p && p in OTP_PURPOSE_LABELS ? <Tag>{OTP_PURPOSE_LABELS[p as TOtpPurpose][lang]}</Tag> : '—') },
    { title: t('money.ops.text'), dataIndex: 'text', render: (x: string) => <span data-testid="sms-text">{x}</span> },
  ];
  return (
    <div data-testid="sms-outbox-page">
      <PageHeader title={t('money.ops.outboxTitle')} subtitle={t('money.ops.outboxSubtitle')} />
      <Card className="table-card">
        <div className="messaging-filters">
          <Input.Search
            allowClear
            placeholder={t('money.ops.phoneFilter')}
            value={phoneText}
            onChange={(e) => setPhoneText(e.target.value)}
            onSearch={(v) => update({ phone: v.trim() || undefined })}
            className="messaging-search"
            inputMode="tel"
            data-testid="sms-phone"
          />
        </div>
        <ListBody<TSmsView>
          query={list}
          loading={list.isPending}
          pagerLoading={list.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          locale={{ emptyText: list.isPending ? ' ' : <Empty /> }}
          data-testid="sms-table"
        />
      </Card>
    </div>
  );
}
