import { useState } from 'react';
import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadSkuTemplate, type TSkuUploadKind } from '../api/sku-upload-api.ts';

/** Downloads the xlsx template of an upload kind (header row, an example row, reference sheets). */
export function TemplateButton({ kind }: { kind: TSkuUploadKind }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      data-testid="template-download"
      onClick={() => {
        setBusy(true);
        downloadSkuTemplate(kind)
          .catch((err: unknown) => {
            if (!(isApiError(err) && err.handled)) toast.error(errorMessage(err));
          })
          .finally(() => setBusy(false));
      }}
    >
      {t('sku.upload.template')}
    </Button>
  );
}
