import { useTranslation } from 'react-i18next';

/** A light, antd-free spinner: the first paint while a lazy route loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">{t('common.loading')}</span>
    </div>
  );
}
