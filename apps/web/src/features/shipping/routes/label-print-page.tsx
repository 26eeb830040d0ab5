import { useState } from 'react';
import { Alert, Button, Card, Input, Radio, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { usePrintLabels, type TLabelSize } from '../components/print-button.tsx';
import '../shipping.css';

/** /cong-cu/in-tem: a customer prints labels of order codes typed, pasted or scanned, in one file, in a size. */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [size, setSize] = useState<TLabelSize>('A5');
  const print = usePrintLabels();
  const codes = [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))].slice(0, 500);
  return (
    <div data-testid="label-print-page">
      <PageHeader title={t('shipping.print.title')} subtitle={t('shipping.print.subtitle')} />
      <Card className="shipping-card">
        <Space direction="vertical" className="shipping-full">
          <Input.TextArea rows={8} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('shipping.print.placeholder')} data-testid="print-codes" />
          <Typography.Text type="secondary">{t('shipping.print.count', { count: codes.length })}</Typography.Text>
          <Radio.Group value={size} onChange={(e) => setSize(e.target.value as TLabelSize)} optionType="button" options={(['A5', '80x80', '52x70'] as const).map((s) => ({ value: s, label: t('shipping.print.size', { size: s }) }))} />
          {print.isError ? <Alert type="error" showIcon title={errorMessage(print.error)} /> : null}
          <Space wrap>
            <Button type="primary" icon={<PrinterOutlined />} disabled={codes.length === 0} loading={print.isPending && print.variables?.format !== 'zpl'} onClick={() => print.mutate({ codes, size })} data-testid="print-submit">
              {t('shipping.print.submit', { count: codes.length })}
            </Button>
            <Button icon={<PrinterOutlined />} disabled={codes.length === 0} loading={print.isPending && print.variables?.format === 'zpl'} onClick={() => print.mutate({ codes, size, format: 'zpl' })} data-testid="print-zpl">
              {t('common.printZpl')}
            </Button>
          </Space>
        </Space>
      </Card>
    </div>
  );
}
