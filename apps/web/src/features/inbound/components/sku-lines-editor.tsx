import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, InputNumber, Select, Table, Tag, Tooltip, Typography, type InputRef, type TableColumnsType } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TSku } from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { findSkuByCode, useSkuSearch } from '../api/reference-api.ts';
import { ScanBox } from '../../../components/scan-box.tsx';

export interface TDraftLine {
  skuId: number;
  sku: string;
  name: string;
  mCode: string;
  sCode: string;
  expectedQuantity: number | null;
}

interface TProps {
  lines: TDraftLine[];
  onChange: (lines: TDraftLine[]) => void;
  /** per line (by sku): the quantity's or the product's problem */
  lineErrors: Record<string, string>;
  /** 'at least one line' */
  listError: string | null;
  disabled?: boolean;
}

type TFeedback = { kind: 'success' | 'error' | 'info'; text: string } | null;

const sameCode = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

function toLine(s: TSku): TDraftLine {
  return { skuId: s.id, sku: s.sku, name: s.name, mCode: s.mCode, sCode: s.sCode, expectedQuantity: 1 };
}

/** Debounced text: the search call waits until typing pauses. */
function useDebounced(value: string, ms = 250): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * The lines of an inbound order: a scan box (a scanner types a code and Enter: a new product is added with
 * quantity 1, a product already listed gets one more), a search by sku, name or code, and the table.
 */
export function SkuLinesEditor({ lines, onChange, lineErrors, listError, disabled }: TProps) {
  const { t } = useTranslation();
  const scanRef = useRef<InputRef>(null);
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounced(keyword);
  const search = useSkuSearch(debounced);
  const [feedback, setFeedback] = useState<TFeedback>(null);
  // the search box empties after each pick: it is remounted
  const [picks, setPicks] = useState(0);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const add = (s: TSku, source: 'scan' | 'search') => {
    const current = linesRef.current;
    const existing = current.find((l) => l.skuId === s.id);
    if (existing) {
      const next = current.map((l) => (l.skuId === s.id ? { ...l, expectedQuantity: (l.expectedQuantity ?? 0) + 1 } : l));
      onChange(next);
      setFeedback({ kind: 'info', text: t('inbound.form.scanIncremented', { sku: s.sku, qty: (existing.expectedQuantity ?? 0) + 1 }) });
    } else {
      onChange([...current, toLine(s)]);
      setFeedback({ kind: 'success', text: t('inbound.form.lineAdded', { sku: s.sku }) });
    }
    if (source === 'scan') scanRef.current?.focus();
  };

  const onScan = async (code: string) => {
    // a product already listed needs no call
    const listed = linesRef.current.find((l) => sameCode(l.sku, code) || sameCode(l.mCode, code) || sameCode(l.sCode, code));
    try {
      if (listed) {
        onChange(linesRef.current.map((l) => (l === listed ? { ...l, expectedQuantity: (l.expectedQuantity ?? 0) + 1 } : l)));
        setFeedback({ kind: 'info', text: t('inbound.form.scanIncremented', { sku: listed.sku, qty: (listed.expectedQuantity ?? 0) + 1 }) });
        return;
      }
      const found = await findSkuByCode(code);
      if (found) add(found, 'scan');
      else setFeedback({ kind: 'error', text: t('inbound.form.scanNotFound', { code }) });
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
    } finally {
      scanRef.current?.focus();
    }
  };

  const setQty = (skuId: number, qty: number | null) => onChange(lines.map((l) => (l.skuId === skuId ? { ...l, expectedQuantity: qty } : l)));
  const remove = (skuId: number) => onChange(lines.filter((l) => l.skuId !== skuId));

  const total = lines.reduce((sum, l) => sum + (l.expectedQuantity ?? 0), 0);

  const columns: TableColumnsType<TDraftLine> = [
    { title: '#', key: 'no', width: 48, align: 'center', render: (_v, _l, i) => i + 1 },
    {
      title: t('inbound.field.sku'),
      dataIndex: 'sku',
      render: (sku: string, l) => (
        <div>
          <Typography.Text strong>{sku}</Typography.Text>
          <div className="inbound-muted">
            {l.mCode} · {l.sCode}
          </div>
        </div>
      ),
    },
    { title: t('inbound.field.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('inbound.field.expectedQuantity'),
      dataIndex: 'expectedQuantity',
      width: 200,
      render: (q: number | null, l) => {
        const err = lineErrors[l.sku];
        return (
          <div>
            <InputNumber
              max={1_000_000}
              precision={0}
              value={q}
              status={err ? 'error' : undefined}
              onChange={(v) => setQty(l.skuId, typeof v === 'number' ? v : null)}
              disabled={disabled}
              className="inbound-qty-input"
              aria-label={t('inbound.field.expectedQuantity')}
              data-testid={`line-qty-${l.sku}`}
            />
            {err ? (
              <div className="inbound-field-error" data-testid={`line-error-${l.sku}`}>
                {err}
              </div>
            ) : null}
          </div>
        );
      },
    },
    {
      title: '',
      key: 'remove',
      width: 56,
      align: 'center',
      render: (_v, l) => (
        <Tooltip title={t('inbound.form.removeLine')}>
          <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(l.skuId)} disabled={disabled} aria-label={t('inbound.form.removeLine')} data-testid={`line-remove-${l.sku}`} />
        </Tooltip>
      ),
    },
  ];

  const options = (search.data?.items ?? []).map((s) => ({
    value: s.id,
    label: (
      <div className="inbound-sku-option">
        <span>
          <strong>{s.sku}</strong> · {s.name}
        </span>
        <span className="inbound-muted">
          {s.mCode} · {s.sCode}
        </span>
      </div>
    ),
    sku: s,
  }));

  return (
    <div className="inbound-lines" data-testid="inbound-lines">
      <div className="inbound-lines__pickers">
        <div className="inbound-lines__scan">
          <ScanBox ref={scanRef} placeholder={t('inbound.form.scanPlaceholder')} onScan={onScan} disabled={disabled} testId="inbound-scan" />
          <div className={`inbound-scan-feedback inbound-scan-feedback--${feedback?.kind ?? 'idle'}`} data-testid="scan-feedback" aria-live="polite">
            {feedback?.text ?? t('inbound.form.scanHint')}
          </div>
        </div>
        <Select
          key={picks}
          size="large"
          className="inbound-lines__search"
          placeholder={t('inbound.form.searchPlaceholder')}
          suffixIcon={<SearchOutlined />}
          showSearch={{ filterOption: false, onSearch: setKeyword, autoClearSearchValue: true }}
          options={options}
          loading={search.isFetching}
          notFoundContent={search.isFetching ? t('common.loading') : t('inbound.form.searchEmpty')}
          onSelect={(_v, opt) => {
            add(opt.sku, 'search');
            setKeyword('');
            setPicks((n) => n + 1);
          }}
          disabled={disabled}
          data-testid="inbound-sku-search"
        />
      </div>
      {listError ? <Alert type="error" showIcon title={listError} className="inbound-lines__alert" data-testid="lines-error" /> : null}
      <Table<TDraftLine>
        rowKey="skuId"
        size="middle"
        columns={columns}
        dataSource={lines}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbound.form.noLines')} /> }}
        data-testid="inbound-lines-table"
        summary={() =>
          lines.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('inbound.form.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={2}>
                <Tag color="orange" data-testid="lines-total">
                  {t('inbound.form.totalValue', { lines: lines.length, qty: formatNumber(total) })}
                </Tag>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
