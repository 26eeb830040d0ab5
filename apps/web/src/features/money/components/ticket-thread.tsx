import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag, Typography, Upload, type UploadFile } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, TICKET_FILES_MAX } from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { openFile, uploadAttachment, useReplyTicket, type TTicketDetailView } from '../api/ticket-api.ts';
import { useCan } from '../../../lib/use-can.ts';

export const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'warning', 3: 'success' };

/** Attachments chosen for a message: each uploaded (and checked by the server) as it is picked. */
export function AttachmentPicker({ files, onChange, customerId }: { files: UploadFile[]; onChange: (f: UploadFile[]) => void; customerId?: number }) {
  const { t } = useTranslation();
  return (
    <Upload
      multiple
      fileList={files}
      maxCount={TICKET_FILES_MAX}
      accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
      customRequest={({ file, onSuccess, onError }) => {
        uploadAttachment(file as File, customerId).then(
          (info) => onSuccess?.(info),
          (e: unknown) => {
            toast.error(errorMessage(e));
            onError?.(e as Error);
          },
        );
      }}
      onChange={({ fileList }) => onChange(fileList.filter((f) => f.status !== 'error'))}
    >
      <Button icon={<PaperClipOutlined />} data-testid="ticket-attach">
        {t('money.tickets.attach')}
      </Button>
    </Upload>
  );
}

export function uploadedIds(files: UploadFile[]): number[] {
  return files.flatMap((f) => (f.status === 'done' && f.response && typeof (f.response as { id?: unknown }).id === 'number' ? [(f.response as { id: number }).id] : []));
}

/** A ticket's thread and the reply box (the client's, or provider staff's with the status after the reply). */
export function TicketThread({ ticket, ops = false }: { ticket: TTicketDetailView; ops?: boolean }) {
  // client staff reply with create_ticket (docs/api.md); owners and provider staff always may
  const canWrite = useCan()('create_ticket');
  const { t } = useTranslation();
  const reply = useReplyTicket(ops);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [status, setStatus] = useState<1 | 2 | 3>(2);
  useUnsavedChangesPrompt(body.trim() !== '');
  const customerId = ops ? ticket.clientId : undefined;

  const send = () => {
    if (!body.trim()) return;
    reply.mutate(
      { id: ticket.id, body: body.trim(), file_ids: uploadedIds(files), status },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          toast.success(t('money.tickets.replied'));
        },
      },
    );
  };

  return (
    <Space direction="vertical" size="middle" className="full-width">
      <div className="ticket-thread" data-testid="ticket-thread">
        {ticket.messages.map((m) => (
          <div key={m.id} className={`ticket-message${m.authorKind === 'staff' ? ' ticket-message--staff' : ''}`} data-testid={`ticket-message-${m.authorKind}`}>
            <div className="ticket-message__head">
              <Typography.Text strong>
                {m.authorName} <Tag>{m.authorKind === 'staff' ? t('money.tickets.provider') : t('money.tickets.you')}</Tag>
              </Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(m.createdAt)}</Typography.Text>
            </div>
            <div className="ticket-message__body">{m.body}</div>
            {m.files.length ? (
              <Space wrap className="money-gap">
                {m.files.map((f) => (
                  <Button key={f.id} size="small" icon={<PaperClipOutlined />} onClick={() => void openFile(f.id, customerId).catch((e: unknown) => toast.error(errorMessage(e)))}>
                    {f.name}
                  </Button>
                ))}
              </Space>
            ) : null}
          </div>
        ))}
      </div>
      {ops || (ticket.status !== 3 && canWrite) ? (
        <Form layout="vertical" onFinish={send}>
          <Form.Item label={t('money.tickets.reply')}>
            <Input.TextArea value={body} onChange={(e) => setBody(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('money.tickets.replyPlaceholder')} maxLength={5000} data-testid="ticket-reply-body" />
          </Form.Item>
          <Space wrap>
            <AttachmentPicker files={files} onChange={setFiles} customerId={customerId} />
            {ops ? (
              <Select
                value={status}
                onChange={setStatus}
                className="money-shop-select"
                options={[1, 2, 3].map((s) => ({ value: s, label: `${t('money.ops.replyAs')}: ${t(`money.tickets.statuses.${s}`)}` }))}
                data-testid="ticket-reply-status"
              />
            ) : null}
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={reply.isPending} disabled={!body.trim()} data-testid="ticket-reply-send">
              {t('money.tickets.send')}
            </Button>
          </Space>
        </Form>
      ) : null}
    </Space>
  );
}
