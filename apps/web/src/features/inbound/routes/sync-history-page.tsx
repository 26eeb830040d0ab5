import { useState } from 'react';
import { Button, Card, Empty, Input, Segmented, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INBOUND_STATUS_LABELS, isInboundStatus, type TInboundResyncResult } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResyncInbound, useSyncHistory, type TSyncHistoryItem } from '../api/inbound-api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import '../inbound.css';
import { ListBody } from '../../../components/list-screen.tsx';
import { useUrlList } from '../../../lib/list-paging.ts';

type TResultFilter = 'all' | 'ok' | 'failed';
const RESULTS: readonly TResultFilter[] = ['ok', 'failed'];

const PAGE_SIZES = [20, 50, 100];

/** Codes typed or pasted: separated by commas, spaces or new lines. */
function parseCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))].slice(0, 100);
}

/** /nhap-hang/lich-su-dong-bo: resync attempts of the client's inbound orders, and resync on demand. */
export function SyncHistoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [codesText, setCodesText] = useState('');
  const [lastResults, setLastResults] = useState<TInboundResyncResult[] | null>(null);
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
  const resync = useResyncInbound();

  const run = (codes: string[]) =>
    resync.mutate(
      { codes },
      {
        onSuccess: (results) => {
          setLastResults(results);
          const ok = results.filter((r) => r.success).length;
          (ok === results.length ? toast.success : toast.warning)(t('inbound.sync.done', { ok, total: results.length }));
          // the new attempts are the newest: the first page shows them
          if (paging.page === 1) void history.refetch();
          else onPage(1, undefined);
        },
      },
    );

  const columns: TableColumnsType<TSyncHistoryItem> = [
    {
      title: t('inbound.field.code'),
      dataIndex: 'code',
      width: 200,
      render: (c: string, r) => (r.inboundId ? <Link to={`/nhap-hang/chi-tiet-don-nhap-hang?id=${r.inboundId}`}>{c}</Link> : c),
    },
    { title: t('inbound.detail.time'), dataIndex: 'createdAt', width: 160, render: (d: string) => formatDateTime(d) },
    {
      title: t('inbound.sync.result'),
      dataIndex: 'success',
      width: 130,
      render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{ok ? t('inbound.sync.ok') : t('inbound.sync.failed')}</Tag>,
    },
    { title: t('inbound.field.status'), dataIndex: 'status', width: 150, render: (s: number | null) => (isInboundStatus(s) ? label(INBOUND_STATUS_LABELS, s, lang) : '—') },
    { title: t('inbound.sync.message'), dataIndex: 'message', ellipsis: true },
    { title: t('inbound.detail.actor'), dataIndex: 'actor', width: 160, render: (a: string | null) => a ?? '—' },
    {
      title: '',
      key: 'actions',
      width: 130,
      align: 'right',
      render: (_v, r) => (
        <Button size="small" icon={<SyncOutlined />} onClick={() => run([r.code])} loading={resync.isPending && resync.variables?.codes?.[0] === r.code}>
          {t('inbound.sync.again')}
        </Button>
      ),
    },
  ];

  const codes = parseCodes(codesText);
  return (
    <div data-testid="inbound-sync-page">
      <PageHeader title={t('inbound.sync.title')} subtitle={t('inbound.sync.subtitle')} />
      <Card title={t('inbound.sync.runTitle')} className="inbound-card">
        <Space.Compact className="full-width">
          <Input.TextArea
            value={codesText}
            onChange={(e) => setCodesText(e.target.value)}
            placeholder={t('inbound.sync.codesPlaceholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            data-testid="sync-codes"
          />
          <Button type="primary" icon={<SyncOutlined />} disabled={codes.length === 0} loading={resync.isPending} onClick={() => run(codes)} data-testid="sync-run">
            {t('inbound.sync.run', { count: codes.length })}
          </Button>
        </Space.Compact>
        {lastResults ? (
          <ul className="inbound-sync-results" data-testid="sync-results">
            {lastResults.map((r) => (
              <li key={r.code}>
                <Tag color={r.success ? 'success' : 'error'}>{r.code}</Tag>
                <Typography.Text type={r.success ? undefined : 'danger'}>{r.message}</Typography.Text>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card className="table-card">
        <div className="inbound-filters">
          <Input.Search
            allowClear
            className="inbound-filters__code"
            placeholder={t('inbound.list.searchPlaceholder')}
            value={codeText}
            onChange={(e) => setCodeText(e.target.value)}
            onSearch={(v) => update({ code: v.trim() || undefined })}
          />
          <Segmented<TResultFilter>
            value={result}
            onChange={(v) => update({ result: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('inbound.list.tabAll') },
              { value: 'ok', label: t('inbound.sync.ok') },
              { value: 'failed', label: t('inbound.sync.failed') },
            ]}
          />
        </div>
        <ListBody<TSyncHistoryItem>
          query={history}
          loading={history.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          locale={{ emptyText: history.isPending ? ' ' : <Empty description={t('inbound.sync.empty')} /> }}
          data-testid="sync-table"
        />
      </Card>
    </div>
  );
}
