import { Dropdown } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHIPPING_CALLS } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export type TLabelSize = 'A5' | '80x80' | '52x70';
export type TLabelFormat = 'pdf' | 'zpl';
const PRINT_CALLS = { A5: SHIPPING_CALLS.printA5, '80x80': SHIPPING_CALLS.print80x80, '52x70': SHIPPING_CALLS.print52x70 } as const;
const SIZES: readonly TLabelSize[] = ['A5', '80x80', '52x70'];

/**
 * GHN's two steps: a print token for the orders, then the labels. PDF: opened in a new tab (the browser prints it).
 * ZPL: the same labels for a 203 dpi thermal printer, downloaded as a .zpl file (docs/printing.md).
 */
export function usePrintLabels() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ codes, size, format = 'pdf' }: { codes: string[]; size: TLabelSize; format?: TLabelFormat }) => {
      if (format === 'zpl') {
        const { token } = await callApi(SHIPPING_CALLS.printToken, { order_codes: codes });
        await downloadCall(PRINT_CALLS[size], { token, format: 'zpl' }, `nhan-${size.toLowerCase()}.zpl`);
        toast.success(t('common.zplSaved'));
        return null;
      }
      // the tab is opened now, inside the click, so the browser does not block it as a pop-up
      const tab = window.open('', '_blank');
      try {
        const { token } = await callApi(SHIPPING_CALLS.printToken, { order_codes: codes });
        const url = `${PRINT_CALLS[size].path}?token=${encodeURIComponent(token)}`;
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        return url;
      } catch (err) {
        tab?.close();
        throw err;
      }
    },
  });
}

/** Print labels of orders: A5 at a click, the small thermal sizes in the menu, and every size as ZPL beside them. */
export function PrintButton({ codes, testId = 'action-print' }: { codes: string[]; testId?: string }) {
  const { t } = useTranslation();
  const print = usePrintLabels();
  if (codes.length === 0) return null;
  const items = [
    ...(['80x80', '52x70'] as const).map((s) => ({ key: `pdf:${s}`, label: t('shipping.print.size', { size: s }) })),
    { type: 'divider' as const },
    ...SIZES.map((s) => ({ key: `zpl:${s}`, label: t('shipping.print.zplSize', { size: s }), 'data-testid': `${testId}-zpl-${s}` })),
  ];
  return (
    <Dropdown.Button
      icon={<DownOutlined />}
      loading={print.isPending}
      onClick={() => print.mutate({ codes, size: 'A5' })}
      menu={{
        items,
        onClick: ({ key }) => {
          const [format, size] = key.split(':') as [TLabelFormat, TLabelSize];
          print.mutate({ codes, size, format });
        },
      }}
      data-testid={testId}
    >
      <PrinterOutlined /> {t('shipping.print.a5', { count: codes.length })}
    </Dropdown.Button>
  );
}
