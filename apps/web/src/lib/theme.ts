import type { ThemeConfig } from 'antd';
import { BRAND_COLOR, INFO_COLOR } from './constants.ts';

/** A clean admin look in the provider's orange, with blue for information (links, info and success toasts). */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: INFO_COLOR,
    colorLink: INFO_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f4f5f7',
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 56, headerPadding: '0 20px' },
    Menu: { itemBorderRadius: 6, itemMarginInline: 8, groupTitleFontSize: 12 },
    Table: { headerBg: '#fafafa' },
  },
};
