import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INBOUND_RETURN_UPLOAD_COLUMNS, INBOUND_UPLOAD_COLUMNS, type TUploadFile } from '@ffm/domain';
import type { TUploadFlowColumn } from '../../../components/upload-flow/index.ts';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadTemplate, type TInboundUploadKind } from '../api/upload-api.ts';
import { useLang } from '../../../lib/display.ts';

export const FILE_DETAIL_PATH = '/nhap-hang/chi-tiet-file-nhap-hang';
export const EXCEL_ORDER_PATH = '/nhap-hang/chi-tiet-don-excel';
export const REVIEW_PATH = '/ffm/app/inbound/upload-review';
export const CREATE_PATH = '/ffm/app/inbound/create';

export function isInboundKind(kind: string): kind is TInboundUploadKind {
  return kind === 'inbound' || kind === 'inbound-return';
}

/** The file's columns in template order, titled in the user's language. */
export function useUploadColumns(kind: TInboundUploadKind): TUploadFlowColumn[] {
  const lang = useLang();
  const cols = kind === 'inbound-return' ? INBOUND_RETURN_UPLOAD_COLUMNS : INBOUND_UPLOAD_COLUMNS;
  return cols.map((c) => ({
    key: c.key,
    title: c.label[lang],
    width: c.key === 'customerNote' ? 200 : undefined,
    align: c.key === 'expectedQuantity' ? 'right' : undefined,
  }));
}

/** The created order of a row (its ASN code) opens the order. */
export function AsnLink({ asn }: { asn: string }) {
  return (
    <Link to={`/nhap-hang/chi-tiet-don-nhap-hang?code=${encodeURIComponent(asn)}`} data-testid={`upload-asn-${asn}`}>
      {asn}
    </Link>
  );
}

const STATUS_COLORS: Record<TUploadFile['status'], string> = { validating: 'processing', validated: 'blue', confirming: 'gold', done: 'green', failed: 'red' };

export function FileStatusTag({ status }: { status: TUploadFile['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={`file-status-${status}`}>
      {t(`inbound.upload.status.${status}`)}
    </Tag>
  );
}

export function TemplateButton({ kind }: { kind: TInboundUploadKind }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await downloadTemplate(kind);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void go()} data-testid="inbound-template">
      {t('inbound.upload.template')}
    </Button>
  );
}
