import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Input, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OUTBOUND_CARRIER_LABELS, OUTBOUND_CARRIERS, PICK_LIST_STATUS_LABELS, pickLocationNotOnListMessage, type THandoverView, type TOutboundCarrier, type TPickListSummary, type TPickListView } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useHandover, useOutboundList, usePick, usePickList, usePickLists, usePickListView, useReleasePickList } from '../api/outbound-api.ts';
import { OutboundStatusTag } from '../components/outbound-status-tag.tsx';
import '../outbound.css';

type TRow = TPickListView['rows'][number];

/**
 * /kho/xuat-hang: the warehouse's outbound work (provider staff). Pick: a pick list per warehouse (the allocated
 * orders start picking), then scan a location and a SKU per unit. Pack: picked orders, packed from their detail
 * with the parcel's weight and size. Handover: scan packed parcels into one batch per carrier, print its sheet.
 */
export function OutboundWorkPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const warehouses = useWarehouses();
  // the warehouse is in the address too, so a reload keeps it with the pick list open
  const wh = Number(params.get('kho')) || warehouses.data?.[0]?.id;
  const setWarehouseId = (id: number) => setParams(new URLSearchParams({ kho: String(id) }));
  return (
    <div data-testid="outbound-work-page">
      <PageHeader
        title={t('outbound.ops.title')}
        extra={
          <Select
            className="outbound-filters__select"
            value={wh}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
            onChange={setWarehouseId}
            data-testid="outbound-work-warehouse"
          />
        }
      />
      {wh ? (
        <Tabs
          items={[
            { key: 'pick', label: t('outbound.ops.pickListTitle'), children: <PickTab key={wh} warehouseId={wh} /> },
            { key: 'pack', label: t('outbound.ops.pack'), children: <PackTab warehouseId={wh} /> },
            { key: 'handover', label: t('outbound.ops.handover'), children: <HandoverTab key={wh} warehouseId={wh} /> },
          ]}
        />
      ) : null}
    </div>
  );
}

/** The pick list open in the page, in the address: a reload or a shared link shows the same list. */
const PICK_LIST_PARAM = 'phieu';

function PickTab({ warehouseId }: { warehouseId: number }) {
  const [params, setParams] = useSearchParams();
  const listId = Number(params.get(PICK_LIST_PARAM)) || null;
  const open = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete(PICK_LIST_PARAM);
      else next.set(PICK_LIST_PARAM, String(id));
      return next;
    });
  return listId !== null ? <PickListWork key={listId} id={listId} onBack={() => open(null)} /> : <OpenPickLists warehouseId={warehouseId} onOpen={open} />;
}

/** The warehouse's open pick lists (stored on the server): make one, resume one, or release its orders. */
function OpenPickLists({ warehouseId, onOpen }: { warehouseId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lists = usePickLists(warehouseId);
  const create = usePickList();
  const release = useReleaseWithConfirm();
  const [empty, setEmpty] = useState(false);
  const make = () =>
    create.mutate(
      { warehouseId },
      {
        onSuccess: (v) => {
          setEmpty(v === null);
          if (v) onOpen(v.id);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <Card className="table-card">
      <Space wrap className="outbound-filters">
        <Button type="primary" icon={<UnorderedListOutlined />} loading={create.isPending} onClick={make} data-testid="outbound-pick-list">
          {t('outbound.ops.pickList')}
        </Button>
      </Space>
      {empty ? <Alert type="info" showIcon title={t('outbound.ops.pickListEmpty')} data-testid="outbound-pick-list-empty" /> : null}
      <h3>{t('outbound.ops.openLists')}</h3>
      <Table<TPickListSummary>
        rowKey="id"
        size="small"
        pagination={false}
        loading={lists.isFetching}
        dataSource={lists.data ?? []}
        locale={{ emptyText: <Empty description={t('outbound.ops.noOpenLists')} /> }}
        scroll={{ x: 700 }}
        data-testid="outbound-open-pick-lists"
        columns={[
          { title: t('outbound.field.pickList'), dataIndex: 'code', render: (c: string, r) => (<Button type="link" onClick={() => onOpen(r.id)}>{c}</Button>) },
          { title: t('outbound.ops.createdBy'), dataIndex: 'createdBy' },
          { title: t('outbound.ops.createdAt'), dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
          { title: t('outbound.ops.orderCount'), dataIndex: 'orderCount', width: 90, align: 'right', render: (n: number) => formatNumber(n) },
          { title: t('outbound.field.picked'), key: 'picked', width: 110, align: 'right', render: (_v, r) => `${formatNumber(r.pickedQuantity)} / ${formatNumber(r.quantity)}` },
          {
            key: 'actions',
            width: 230,
            render: (_v, r) => (
              <Space>
                <Button size="small" type="primary" onClick={() => onOpen(r.id)} data-testid={`outbound-resume-${r.code}`}>
                  {t('outbound.ops.resume')}
                </Button>
                <Button size="small" danger loading={release.pendingId === r.id} onClick={() => release.ask(r)}>
                  {t('outbound.ops.release')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Releasing a list's orders back to allocated, after a confirmation saying what it means for the goods. */
function useReleaseWithConfirm(onDone?: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const release = useReleasePickList();
  const ask = (list: { id: number; code: string }) =>
    modal.confirm({
      title: t('outbound.ops.release'),
      content: t('outbound.ops.releaseConfirm', { code: list.code }),
      okButtonProps: { danger: true },
      onOk: () =>
        release.mutateAsync({ id: list.id }).then(
          () => {
            toast.success(t('outbound.ops.released', { code: list.code }));
            onDone?.();
          },
          (err: unknown) => toast.error(errorMessage(err)),
        ),
    });
  return { ask, pendingId: release.isPending ? release.variables?.id : undefined };
}

/** One stored pick list: scan a location on it, then a SKU per unit; what is picked is saved with each scan. */
function PickListWork({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const view = usePickListView(id);
  const pick = usePick();
  const release = useReleaseWithConfirm(onBack);
  const [location, setLocation] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const list = view.data;

  const onLocation = (code: string) => {
    const loc = code.toUpperCase();
    if (list && !list.rows.some((r) => r.locationCode === loc)) {
      setLocation(null);
      setFeedback({ kind: 'error', text: pickLocationNotOnListMessage(lang, loc, list.code) });
      return;
    }
    setLocation(loc);
    setFeedback(null);
  };

  const onSku = async (code: string) => {
    if (!location) {
      setFeedback({ kind: 'error', text: t('outbound.ops.scanLocation') });
      return;
    }
    try {
      await pick.mutateAsync({ pickListId: id, locationCode: location, code, quantity: 1 });
      setFeedback({ kind: 'success', text: t('outbound.ops.pickOk', { sku: code, location }) });
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
    }
  };

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="outbound-pick-back">
      {t('outbound.ops.backToLists')}
    </Button>
  );
  if (view.isError) {
    return (
      <Card className="table-card">
        <Alert type="error" showIcon title={errorMessage(view.error)} />
        <Space className="outbound-filters">{back}</Space>
      </Card>
    );
  }
  return (
    <Card className="table-card" loading={!list} data-testid="outbound-pick-list-work">
      {list ? (
        <>
          <Space wrap className="outbound-filters">
            {back}
            <Tag color={list.status === 'open' ? 'blue' : list.status === 'done' ? 'green' : 'default'} data-testid="outbound-pick-list-status">
              {list.code} · {label(PICK_LIST_STATUS_LABELS, list.status, lang)}
            </Tag>
            <span data-testid="outbound-pick-progress">
              {t('outbound.field.picked')}: {formatNumber(list.pickedQuantity)} / {formatNumber(list.quantity)}
            </span>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('outbound.ops.print')}
            </Button>
            {list.status === 'open' ? (
              <Button danger onClick={() => release.ask(list)}>
                {t('outbound.ops.release')}
              </Button>
            ) : null}
          </Space>
          {list.status === 'open' ? (
            <div className="outbound-products__pickers">
              <div>
                <ScanBox placeholder={t('outbound.ops.scanLocation')} onScan={onLocation} testId="outbound-scan-location" />
                <div className="outbound-scan-feedback">{location ? <Tag color="blue">{location}</Tag> : null}</div>
              </div>
              <div>
                <ScanBox placeholder={t('outbound.ops.scanSku')} onScan={onSku} disabled={!location} testId="outbound-scan-sku" />
              </div>
            </div>
          ) : (
            <Alert type="success" showIcon title={t('outbound.ops.listDone', { code: list.code })} />
          )}
          <div className={`outbound-scan-feedback${feedback ? ` outbound-scan-feedback--${feedback.kind}` : ''}`} data-testid="outbound-pick-feedback">
            {feedback?.text}
          </div>
          <div className="outbound-print">
            <h3>
              {t('outbound.ops.pickListTitle')} {list.code} ·{' '}
              {list.orders.map((o, i) => (
                <span key={o.id}>
                  {i > 0 ? ', ' : ''}
                  <Link to={`/xuat-hang/chi-tiet-don-xuat-khach-hang?id=${o.id}`}>{o.soCode}</Link>
                </span>
              ))}
            </h3>
            <Table<TRow>
              rowKey={(r) => `${r.outboundId}-${r.lineId}-${r.locationCode}-${r.lotNum}`}
              size="small"
              pagination={false}
              dataSource={list.rows}
              scroll={{ x: 700 }}
              data-testid="outbound-pick-rows"
              columns={[
                { title: t('outbound.field.location'), dataIndex: 'locationCode', width: 100 },
                { title: t('outbound.field.sku'), dataIndex: 'sku', render: (s: string, r) => (<div><b>{s}</b><div className="outbound-muted">{r.name}</div></div>) },
                { title: t('outbound.field.lot'), dataIndex: 'lotNum', width: 100 },
                { title: t('outbound.field.expiryDate'), dataIndex: 'expiryDate', width: 110, render: (d: string | null) => (d ? formatDate(d) : '') },
                { title: t('outbound.field.soCode'), dataIndex: 'soCode', width: 150 },
                { title: t('outbound.field.picked'), key: 'picked', width: 100, align: 'right', render: (_v, r) => `${formatNumber(r.pickedQuantity)} / ${formatNumber(r.quantity)}` },
              ]}
            />
          </div>
        </>
      ) : null}
    </Card>
  );
}

function PackTab({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const picked = useOutboundList('staff', { warehouseId, status: 4, pageSize: 50 });
  const packed = useOutboundList('staff', { warehouseId, status: 6, pageSize: 50 });
  const orders = [...(picked.data?.items ?? []), ...(packed.data?.items ?? [])];
  return (
    <Card className="table-card">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={orders}
        loading={picked.isPending || packed.isPending}
        scroll={{ x: 700 }}
        columns={[
          { title: t('outbound.field.soCode'), dataIndex: 'soCode', render: (c: string, r) => <Link to={`/xuat-hang/chi-tiet-don-xuat-khach-hang?id=${r.id}`}>{c}</Link> },
          { title: t('outbound.field.customer'), dataIndex: 'customerCode' },
          { title: t('outbound.field.toName'), dataIndex: 'toName' },
          { title: t('outbound.field.status'), dataIndex: 'status', render: (s: number) => <OutboundStatusTag status={s} /> },
          { title: t('outbound.field.carrier'), dataIndex: 'carrier', render: (c: string | null) => (c ? label(OUTBOUND_CARRIER_LABELS, c as TOutboundCarrier, lang) : '') },
        ]}
      />
    </Card>
  );
}

function HandoverTab({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const handover = useHandover();
  const [carrier, setCarrier] = useState<string>('provider-express');
  const [other, setOther] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [sheet, setSheet] = useState<THandoverView | null>(null);
  const carrierCode = carrier === 'other' ? other.trim() : carrier;

  const submit = () =>
    handover.mutate(
      { warehouseId, carrier: carrierCode, codes },
      {
        onSuccess: (v) => {
          setSheet(v);
          setCodes([]);
          if (v.refused.length) toast.warning(v.refused.map((r) => `${r.code}: ${r.message}`).join('\n'));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <Card className="table-card">
      <div className="outbound-products__pickers">
        <Space.Compact className="full-width">
          <Select
            value={carrier}
            onChange={setCarrier}
            options={OUTBOUND_CARRIERS.map((c) => ({ value: c, label: label(OUTBOUND_CARRIER_LABELS, c, lang) }))}
            popupMatchSelectWidth={false}
            data-testid="outbound-handover-carrier"
          />
          {carrier === 'other' ? <Input value={other} onChange={(e) => setOther(e.target.value)} placeholder={t('outbound.field.carrier')} maxLength={50} /> : null}
        </Space.Compact>
        <ScanBox placeholder={t('outbound.ops.handoverScan')} onScan={(c) => setCodes((prev) => (prev.includes(c) ? prev : [...prev, c]))} testId="outbound-handover-scan" />
      </div>
      <Space wrap className="outbound-filters">
        {codes.map((c) => (
          <Tag key={c} closable onClose={() => setCodes((prev) => prev.filter((x) => x !== c))}>
            {c}
          </Tag>
        ))}
        <Button type="primary" disabled={codes.length === 0 || !carrierCode} loading={handover.isPending} onClick={submit} data-testid="outbound-handover-submit">
          {t('outbound.ops.handoverCreate')} ({codes.length})
        </Button>
      </Space>
      {sheet && sheet.refused.length ? <Alert type="warning" showIcon title={t('outbound.ops.handoverRefused')} description={sheet.refused.map((r) => `${r.code}: ${r.message}`).join('; ')} /> : null}
      <Modal open={sheet !== null} width={820} onCancel={() => setSheet(null)} footer={<Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>{t('outbound.ops.print')}</Button>}>
        {sheet ? (
          <div className="outbound-print" data-testid="outbound-handover-sheet">
            <h2>
              {t('outbound.ops.handoverSheet')} {sheet.code}
            </h2>
            <p>
              {sheet.warehouseName} · {label(OUTBOUND_CARRIER_LABELS, sheet.carrier as 'other', lang)} · {formatDateTime(sheet.createdAt)} · {sheet.actor ?? ''}
            </p>
            <table>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('outbound.field.soCode')}</th>
                  <th>{t('outbound.field.shippingOrderCode')}</th>
                  <th>{t('outbound.field.toName')}</th>
                  <th>{t('outbound.field.toAddress')}</th>
                  <th>{t('outbound.field.codAmount')}</th>
                  <th>{t('outbound.field.weight')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.orders.map((o, i) => (
                  <tr key={o.id}>
                    <td>{i + 1}</td>
                    <td>{o.soCode}</td>
                    <td>{o.shippingOrderCode ?? ''}</td>
                    <td>
                      {o.toName} · {o.toPhone}
                    </td>
                    <td>{o.toAddressLabel}</td>
                    <td>{formatVnd(o.codAmount)}</td>
                    <td>{o.weight ? formatNumber(o.weight) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="outbound-print__signs">
              <span>{t('outbound.ops.signer')}</span>
            </div>
          </div>
        ) : null}
      </Modal>
    </Card>
  );
}
