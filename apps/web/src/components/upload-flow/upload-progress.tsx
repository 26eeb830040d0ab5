import { Progress, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isProgressFinal, type TUploadFlowApi, type TUploadProgress } from './upload-flow-api.ts';
import type { TUploadWords } from './upload-rows-table.tsx';

const POLL_MS = 600;

/**
 * A file's confirm progress, polled until the file is done. `initial` is what upload-confirm answered, shown
 * at once; the progress call also restarts a job the server lost (a restart in the middle of a confirm).
 */
export function useUploadProgress(api: TUploadFlowApi, fileId: number | null, initial?: TUploadProgress) {
  return useQuery({
    queryKey: [...api.key, 'progress', fileId],
    queryFn: ({ signal }) => api.progress(fileId ?? 0, signal),
    enabled: fileId !== null,
    initialData: initial,
    // the confirm's own answer is a moment old: poll at once
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (isProgressFinal(q.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** 'Đã tạo X / Y' with a bar: created of the valid rows, failed ones in red. */
export function UploadProgressView({ progress, size = 'default', words }: { progress: TUploadProgress | undefined; size?: 'default' | 'small'; words?: TUploadWords }) {
  const { t } = useTranslation();
  const total = progress?.total ?? 0;
  const created = progress?.created ?? 0;
  const failed = progress?.failed ?? 0;
  const done = total === 0 ? (progress ? 100 : 0) : Math.floor(((created + failed) * 100) / total);
  const ok = total === 0 ? 0 : Math.floor((created * 100) / total);
  const finished = isProgressFinal(progress);
  return (
    <div className={`upload-progress upload-progress--${size}`} data-testid="upload-progress">
      <Progress
        percent={done}
        success={{ percent: ok }}
        status={finished ? (failed > 0 ? 'exception' : 'success') : 'active'}
        showInfo={false}
        strokeColor={failed > 0 ? '#ff4d4f' : undefined}
        aria-label={t('sku.uploadFlow.progressLabel')}
      />
      <Typography.Text strong className="upload-progress__text" data-testid="upload-progress-text">
        {words?.progress ? words.progress(created, total) : t('sku.uploadFlow.createdOf', { created, total })}
      </Typography.Text>
      {failed > 0 ? (
        <Typography.Text type="danger" className="upload-progress__failed" data-testid="upload-progress-failed">
          {t('sku.uploadFlow.failedCount', { count: failed })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
