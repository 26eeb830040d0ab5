import type { ReactNode } from 'react';
import { Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasAllowedExtension } from '@ffm/domain';
import { formatNumber } from '../../lib/format.ts';

export interface TFilePickerProps {
  /** extensions accepted, without the dot */
  accept: readonly string[];
  maxBytes: number;
  busy: boolean;
  busyText?: ReactNode;
  disabled?: boolean;
  /** a file that passed the local checks (extension, size) */
  onFile: (file: File) => void;
  /** a file refused before it was sent, with the reason */
  onRefused: (message: string) => void;
  hint?: ReactNode;
}

/** Drag and drop or click to pick one spreadsheet; checked here for its type and size before it is sent. */
export function UploadFilePicker({ accept, maxBytes, busy, busyText, disabled, onFile, onRefused, hint }: TFilePickerProps) {
  const { t } = useTranslation();
  const exts = accept.map((e) => `.${e}`).join(', ');
  const maxMb = formatNumber(Math.round((maxBytes / 1024 / 1024) * 10) / 10);

  return (
    <Spin spinning={busy} description={busyText}>
      <Upload.Dragger
        accept={accept.map((e) => `.${e}`).join(',')}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled || busy}
        // the flow sends the file itself (its own call, fields and progress)
        beforeUpload={(file) => {
          if (!hasAllowedExtension(file.name, accept)) onRefused(t('sku.uploadFlow.wrongType', { types: exts }));
          else if (file.size > maxBytes) onRefused(t('sku.uploadFlow.tooLarge', { size: maxMb }));
          else if (file.size === 0) onRefused(t('sku.uploadFlow.emptyFile'));
          else onFile(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="upload-dragger"
        className="upload-picker"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('sku.uploadFlow.dropTitle')}</p>
        <p className="ant-upload-hint">{t('sku.uploadFlow.dropHint', { types: exts, size: maxMb })}</p>
        {hint ? <Typography.Paragraph type="secondary" className="upload-picker__hint">{hint}</Typography.Paragraph> : null}
      </Upload.Dragger>
    </Spin>
  );
}
