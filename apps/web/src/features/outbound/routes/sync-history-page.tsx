import { useState } from 'react';
import { Button, Card, Empty, Input, Segmented, Space, Tag, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TOutboundSyncPage } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListBody } from '../../../components/list-screen.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useResyncOutbound, useSyncHistory } from '../api/outbound-api.ts';
import { OutboundStatusTag } from '../components/outbound-status-tag.tsx';
import '../outbound.css';

type TItem = TOutboundSyncPage['items'][number];
type TResultFilter = 'all' | 'ok' | 'failed';
const RESULTS: readonly TResultFilter[] = ['ok', 'failed'];
const PAGE_SIZES = [20, 50, 100];

function parseCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))].slice(0, 100);
}

/** /xuat-hang/lich-su-dong-bo: resync attempts of the client's outbound orders, and resync on demand. */
export function OutboundSyncHistoryPage() {
  const { t } = useTranslation();
  const [codesText, setCodesText] = useState('');
  // the code searched, the result shown and the page live in the URL: a reload or a shared link shows the same list
  const { read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  // the call takes a code of at most 100 characters: a longer hand-edited link searches its start
  const code = read.text('code')?.slice(0, 100);
  const result: TResultFilter = read.oneOf('result', RESULTS) ?? 'all';
  const [codeText, setCodeText] = useState(code ?? '');
  const filters = { code, success: result === 'all' ? undefined : result === 'ok' };
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const history = useSyncHistory({ ...filters, ...paging });
  const resync = useResyncOutbound();

  const run = (codes: string[]) =>
    resync.mutate(
      { codes },
      {
        onSuccess: (results) => {
          const text = results.map((r) => `${r.code}: ${r.message}`).join('\n');
          (results.every((r) => r.success) ? toast.success : toast.warning)(text);
          setCodesText('');
          if (paging.page === 1) void history.refetch();
          else onPage(1, undefined);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  const columns: TableColumnsType<TItem> = [
    { title: t('outbound.field.soCode'), dataIndex: 'code', width: 180, render: (c: string, r) => (r.outboundId ? <Link to={`/xuat-hang/chi-tiet-don-xuat-hang?id=${r.outboundId}`}>{c}</Link> : c) },
    { title: t('outbound.sync.message'), dataIndex: 'success', width: 120, render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{ok ? t('outbound.sync.success') : t('outbound.sync.failed')}</Tag> },
    { title: t('outbound.field.status'), dataIndex: 'status', width: 160, render: (s: number | null) => (s === null ? '' : <OutboundStatusTag status={s} />) },
    { title: t('outbound.sync.message'), dataIndex: 'message', ellipsis: true },
    { title: t('outbound.sync.actor'), dataIndex: 'actor', width: 160 },
    { title: t('outbound.sync.time'), dataIndex: 'createdAt', width: 160, render: (d: string) => formatDateTime(d) },
  ];

  return (
    <div data-testid="outbound-sync-page">
      <PageHeader title={t('outbound.sync.title')} />
      <Card className="outbound-card">
        <Space.Compact className="full-width">
          <Input placeholder={t('outbound.sync.codes')} value={codesText} onChange={(e) => setCodesText(e.target.value)} onPressEnter={() => parseCodes(codesText).length && run(parseCodes(codesText))} data-testid="outbound-resync-codes" />
          <Button type="primary" icon={<SyncOutlined />} loading={resync.isPending} disabled={parseCodes(codesText).length === 0} onClick={() => run(parseCodes(codesText))} data-testid="outbound-resync-run">
            {t('outbound.sync.resync')}
          </Button>
        </Space.Compact>
      </Card>
      <Card className="table-card">
        <div className="outbound-filters">
          <Input.Search
            allowClear
            className="outbound-filters__code"
            placeholder={t('outbound.field.soCode')}
            value={codeText}
            onChange={(e) => setCodeText(e.target.value)}
            onSearch={(v) => update({ code: v.trim() || undefined })}
          />
          <Segmented<TResultFilter>
            value={result}
            onChange={(v) => update({ result: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('outbound.list.all') },
              { value: 'ok', label: t('outbound.sync.success') },
              { value: 'failed', label: t('outbound.sync.failed') },
            ]}
          />
        </div>
        <ListBody<TItem>
          query={history}
          loading={history.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty /> }}
        />
      </Card>
    </div>
  );
}
