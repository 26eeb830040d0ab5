import { TOAST_DURATION_SECONDS } from './constants.ts';
import { withAntd } from './antd-bridge.ts';

type TToastKind = 'success' | 'error' | 'warning' | 'info';

function show(kind: TToastKind, content: string, key?: string): void {
  withAntd(({ message }) => {
    message.open({
      type: kind,
      content,
      key,
      duration: TOAST_DURATION_SECONDS,
      // success is blue, error red (SPEC §2); the look is in styles.css
      className: `ffm-toast ffm-toast-${kind}`,
    });
  });
}

/** 3-second toasts of SPEC §2 and §9: success blue, error red. */
export const toast = {
  success: (content: string, key?: string) => show('success', content, key),
  error: (content: string, key?: string) => show('error', content, key),
  warning: (content: string, key?: string) => show('warning', content, key),
  info: (content: string, key?: string) => show('info', content, key),
};
