/** What marks a field in error: antd's form items and the inbound lines' own error lines. */
const ERROR_SELECTOR = '.ant-form-item-has-error, .inbound-field-error, .form-error-target';

/**
 * After a failed save, brings the first field in error into view. It waits a frame for the errors to render;
 * the CSS scroll margins (styles.css) keep it below the header and above a sticky save bar.
 */
export function scrollToFirstError(root: HTMLElement | null): void {
  window.requestAnimationFrame(() => {
    const first = root?.querySelector(ERROR_SELECTOR);
    first?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });
}
