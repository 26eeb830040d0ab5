/**
 * Fetching the home shell's modules ahead of need, while the user signs in. The build lists the shell's files in
 * `<meta name="ffm-shell-modules">` (vite.config.ts); they are preloaded a few at a time so the sign-in's own
 * calls (authorize, exchange, user info) always find a free connection instead of queueing behind sixty module
 * requests on HTTP/1.1's six. A preloaded module is in the module map: the shell's import() takes it from there.
 */
/** of HTTP/1.1's six connections per host, one stays free for the sign-in's calls (they run one after another) */
const IN_FLIGHT = 5;
let started = false;
let drained: Promise<void> = Promise.resolve();

export function preloadShell(): void {
  if (started) return;
  started = true;
  let done = () => {};
  drained = new Promise((resolve) => (done = resolve));
  const files = document.querySelector<HTMLMetaElement>('meta[name="ffm-shell-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  const next = () => {
    const file = files.shift();
    if (!file) {
      if (document.querySelectorAll('link[data-shell-preload]:not([data-loaded])').length === 0) done();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    link.dataset.shellPreload = '';
    link.onload = link.onerror = () => {
      link.dataset.loaded = '';
      next();
    };
    document.head.append(link);
  };
  for (let i = 0; i < IN_FLIGHT; i++) next();
}

/**
 * Resolves when the preload started by preloadShell() has fetched every file (at once when none was started): the
 * shell's route waits for it rather than asking for the remaining modules all at once, which would put the
 * user-info and shop-config calls behind them again.
 */
export function shellPreloaded(): Promise<void> {
  return drained;
}
