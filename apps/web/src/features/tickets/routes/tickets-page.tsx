import { useEffect, useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Select, Tag, Typography, type TableColumnsType, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TICKET_BODY_MAX, TICKET_STATUS_FILTER_LABELS, TICKET_STATUS_FILTERS, TICKET_TITLE_MAX, type TTicketCategory } from '@ffm/domain';
import { ListBody, ListTabs } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { listLoading } from '../../../lib/live-refresh.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCreateTicket, useSupportContact, useTicketCategories, useTicketContacts, useTicketList, type TTicketView } from '../api/ticket-api.ts';
import { AttachmentPicker, STATUS_COLORS, uploadedIds } from '../components/ticket-thread.tsx';
import { useCan } from '../../../lib/use-can.ts';
import '../tickets.css';

const PAGE_SIZES = [20, 50];

interface TValues {
  category: TTicketCategory;
  title: string;
  description: string;
  contact_id?: number;
}

function CreateTicketModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const categories = useTicketCategories();
  const contacts = useTicketContacts();
  const create = useCreateTicket();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(open && dirty);
  const uploading = files.some((f) => f.status === 'uploading');

  const onFinish = (v: TValues) =>
    create.mutate(
      { ...v, file_ids: uploadedIds(files) },
      {
        onSuccess: (ticket) => {
          toast.success(t('money.tickets.created', { code: ticket.code }));
          form.resetFields();
          setFiles([]);
          setDirty(false);
          onCreated(ticket.id);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('money.tickets.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('money.tickets.send')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: uploading, 'data-testid': 'ticket-submit' }}
      destroyOnHidden
      forceRender
    >
      <Form<TValues> form={form} layout="vertical" onFinish={onFinish} onValuesChange={() => setDirty(true)} name="ticket">
        <Form.Item name="category" label={t('money.tickets.category')} rules={[{ required: true, message: t('money.tickets.category') }]}>
          <Select options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))} loading={categories.isPending} data-testid="ticket-category" />
        </Form.Item>
        <Form.Item name="title" label={t('money.tickets.titleField')} rules={[{ required: true, whitespace: true, message: t('common.required', { field: t('money.tickets.titleField').toLowerCase() }) }, { max: TICKET_TITLE_MAX }]}>
          <Input data-testid="ticket-title" maxLength={TICKET_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('money.tickets.description')} rules={[{ required: true, whitespace: true, message: t('common.required', { field: t('money.tickets.description').toLowerCase() }) }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={TICKET_BODY_MAX} data-testid="ticket-description" />
        </Form.Item>
        <Form.Item name="contact_id" label={t('money.tickets.contact')}>
          <Select allowClear options={(contacts.data ?? []).map((c) => ({ value: c.id, label: [c.fullName, c.phone].filter(Boolean).join(' · ') }))} />
        </Form.Item>
        <Form.Item label={t('money.tickets.attachments')} extra={t('money.tickets.attachHint')}>
          <AttachmentPicker files={files} onChange={(f) => { setFiles(f); setDirty(true); }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The ticket table of both sides: the client's (/ho-tro) and provider staff's (/kho/ho-tro). */
export function TicketTable({ ops, onOpen }: { ops: boolean; onOpen: (t: TTicketView) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  // the tab, the search and the page live in the URL: a reload, a shared link or going back shows the same list
  const { read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  const status = read.oneOf('status', TICKET_STATUS_FILTERS) ?? 0;
  const keyword = read.text('keyword');
  const [keywordText, setKeywordText] = useState(keyword ?? '');
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const list = useTicketList({ status, keyword, ...paging }, ops);
  const counts = list.data?.counts;

  const columns: TableColumnsType<TTicketView> = [
    {
      title: t('money.tickets.code'),
      dataIndex: 'code',
      width: 150,
      render: (c: string, r) => (
        <Button type="link" className="table-link" onClick={() => onOpen(r)} data-testid={`ticket-open-${r.id}`}>
          {c}
        </Button>
      ),
    },
    ...(ops ? [{ title: t('money.tickets.customer'), dataIndex: 'clientName', width: 180, ellipsis: true }] : []),
    { title: t('money.tickets.titleField'), dataIndex: 'title', ellipsis: true },
    { title: t('money.tickets.status'), dataIndex: 'status', width: 180, render: (s: number) => <Tag color={STATUS_COLORS[s]}>{t(`money.tickets.statuses.${s}`)}</Tag> },
    { title: t('money.tickets.messages'), dataIndex: 'messageCount', width: 90, align: 'center', responsive: ['md'] },
    { title: t('money.tickets.updatedAt'), dataIndex: 'updatedAt', width: 160, responsive: ['sm'], render: (v: string) => formatDateTime(v) },
  ];

  return (
    <Card className="table-card">
      <div data-testid="ticket-tabs">
        <ListTabs
          tabs={TICKET_STATUS_FILTERS.map((s) => ({ key: String(s), text: label(TICKET_STATUS_FILTER_LABELS, s, lang) }))}
          counts={counts}
          about={false}
          active={String(status)}
          onChange={(k) => update({ status: k === '0' ? undefined : k })}
          testIdPrefix="ticket-tab"
        />
      </div>
      <div className="tickets-filters">
        <Input.Search
          allowClear
          placeholder={`${t('money.tickets.code')} / ${t('money.tickets.titleField')}`}
          value={keywordText}
          onChange={(e) => setKeywordText(e.target.value)}
          onSearch={(v) => update({ keyword: v.trim() || undefined })}
          className="tickets-search"
          data-testid="ticket-search"
        />
      </div>
      <ListBody<TTicketView>
        query={list}
        loading={listLoading(list)}
        sizes={PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('money.tickets.empty')} /> }}
        data-testid="ticket-table"
      />
    </Card>
  );
}

/** /ho-tro: the client's tickets by status, a new ticket with attachments. */
export function TicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useSupportContact();
  const [creating, setCreating] = useState(false);
  const canCreate = useCan()('create_ticket');
  // after the form's unsaved state is cleared (its render), not in the same handler: the prompt would hold it
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null) navigate(`/ho-tro/chi-tiet?id=${created}`);
  }, [created, navigate]);
  return (
    <div data-testid="tickets-page">
      <PageHeader
        title={t('money.tickets.title')}
        subtitle={t('money.tickets.subtitle')}
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="ticket-create">
              {t('money.tickets.create')}
            </Button>
          ) : null
        }
      />
      {contact.data ? <Typography.Paragraph type="secondary">{t('money.tickets.hotline', contact.data)}</Typography.Paragraph> : null}
      <TicketTable ops={false} onOpen={(r) => navigate(`/ho-tro/chi-tiet?id=${r.id}`)} />
      <CreateTicketModal open={creating} onClose={() => setCreating(false)} onCreated={(id) => {
          setCreating(false);
          setCreated(id);
        }} />
    </div>
  );
}
