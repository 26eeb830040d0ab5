import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';

// the result pages carry antd and its illustrations: load them only when an error happens
const loadResults = () => Promise.all([import('../components/status-result.tsx'), import('../components/antd-providers.tsx')]);
const ServerErrorResult = lazy(() =>
  loadResults().then(([r, p]) => ({
    default: () => (
      <p.AntdProviders>
        <r.ServerErrorResult />
      </p.AntdProviders>
    ),
  })),
);
const NotFoundResult = lazy(() =>
  loadResults().then(([r, p]) => ({
    default: () => (
      <p.AntdProviders>
        <r.NotFoundResult />
      </p.AntdProviders>
    ),
  })),
);

/** A page that failed to load (a chunk gone after a deploy) needs a fresh index.html. */
function isChunkLoadError(err: unknown): boolean {
  return err instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(err.message);
}

const RELOAD_MARK = 'chunk-reload-at';

/** Error boundary of the router: 404 responses show the not-found state, anything else the 500 state. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    // one automatic reload per minute, so a broken deploy cannot loop
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? '0');
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
      window.location.reload();
      return <PageLoading fullScreen />;
    }
  } else {
    console.error(error);
  }
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundResult /> : <ServerErrorResult />}
    </Suspense>
  );
}
