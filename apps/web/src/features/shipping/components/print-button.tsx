import { Dropdown } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHIPPING_CALLS } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export type TLabelSize = 'A5' | '80x80' | '52x70';
const PRINT_CALLS = { A5: SHIPPING_CALLS.printA5, '80x80': SHIPPING_CALLS.print80x80, '52x70': SHIPPING_CALLS.print52x70 } as const;

/** GHN's two steps: a print token for the orders, then the label PDF opened in a new tab (the browser prints it). */
export function usePrintLabels() {
  return useMutation({
    mutationFn: async ({ codes, size }: { codes: string[]; size: TLabelSize }) => {
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

/** Print labels of orders: A5 at a click, the small thermal sizes in the menu. */
export function PrintButton({ codes, testId = 'action-print' }: { codes: string[]; testId?: string }) {
  const { t } = useTranslation();
  const print = usePrintLabels();
  if (codes.length === 0) return null;
  return (
    <Dropdown.Button
      icon={<DownOutlined />}
      loading={print.isPending}
      onClick={() => print.mutate({ codes, size: 'A5' })}
      menu={{ items: (['80x80', '52x70'] as const).map((s) => ({ key: s, label: t('shipping.print.size', { size: s }) })), onClick: ({ key }) => print.mutate({ codes, size: key as TLabelSize }) }}
      data-testid={testId}
    >
      <PrinterOutlined /> {t('shipping.print.a5', { count: codes.length })}
    </Dropdown.Button>
  );
}

