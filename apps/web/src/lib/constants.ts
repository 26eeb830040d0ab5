import { TOAST_DURATION_MS } from '@ffm/domain';

export const TOAST_DURATION_SECONDS = TOAST_DURATION_MS / 1000;

/** The provider's brand colour (antd colorPrimary); information stays antd blue. */
export const BRAND_COLOR = '#f26522';
export const INFO_COLOR = '#1677ff';

/** Support contact shown to mobile users and on error pages; set per deployment. */
export const SUPPORT_HOTLINE = import.meta.env.VITE_SUPPORT_HOTLINE ?? '1900 6092';
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'hotro@ffm.vn';
