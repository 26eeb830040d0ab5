import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The themed message and notification instances of antd's App (inside ConfigProvider), bound by the shell
 * so toasts can be raised from anywhere (the API wrapper included). Until then, calls wait briefly for the
 * binding (a sign-in that lands in the shell) and fall back to antd's static functions.
 */
interface TInstances {
  message: MessageInstance;
  notification: NotificationInstance;
}

let bound: TInstances | null = null;
let waiting: Array<(i: TInstances) => void> = [];
const WAIT_MS = 600;

export function bindAntdInstances(instances: TInstances | null): void {
  bound = instances;
  if (instances) {
    const queued = waiting;
    waiting = [];
    for (const run of queued) run(instances);
  }
}

/** The shell's themed instances, when mounted. */
export function boundAntd(): TInstances | null {
  return bound;
}

/** Runs `fn` with the themed instances, or the static ones if none are bound soon. */
export function withAntd(fn: (i: TInstances) => void): void {
  if (bound) {
    fn(bound);
    return;
  }
  let done = false;
  const run = (i: TInstances) => {
    if (done) return;
    done = true;
    fn(i);
  };
  waiting.push(run);
  window.setTimeout(() => {
    if (done) return;
    waiting = waiting.filter((w) => w !== run);
    void import('./antd-static.ts').then((m) => run({ message: m.staticMessage, notification: m.staticNotification }));
  }, WAIT_MS);
}
