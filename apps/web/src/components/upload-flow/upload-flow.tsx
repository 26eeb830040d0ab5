import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Badge, Button, Card, Result, Space, Steps, Tabs, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ALLOWED_IMPORT_EXTENSIONS, UPLOAD_MAX_FILE_BYTES } from '@ffm/domain';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useUnsavedChangesPrompt } from '../../lib/use-unsaved-changes-prompt.ts';
import { isProgressFinal, type TUploadAccepted, type TUploadFlowApi, type TUploadProgress, type TUploadRow, type TUploadTab } from './upload-flow-api.ts';
import { UploadFilePicker } from './upload-file-picker.tsx';
import { UploadProgressView, useUploadProgress } from './upload-progress.tsx';
import { UploadRowsTable, type TUploadFlowColumn, type TUploadRowsPager, type TUploadWords } from './upload-rows-table.tsx';
import { useListPaging } from '../../lib/list-paging.ts';
import './upload-flow.css';

export interface TUploadFlowProps {
  /** the area's calls (`uploadFlowCalls({ calls, upload, customerId })`) */
  api: TUploadFlowApi;
  /** the area's row columns, in template order */
  columns: readonly TUploadFlowColumn[];
  /** columns of the result table (default: `columns`), e.g. values recomputed once applied */
  resultColumns?: readonly TUploadFlowColumn[];
  /** what a created row made: the column title and how its reference shows (a link to the record) */
  result?: { title: ReactNode; render?: (ref: string, row: TUploadRow) => ReactNode };
  /** extensions accepted (default xls, xlsx) and the size limit (default the pipeline's) */
  accept?: readonly string[];
  maxBytes?: number;
  /** picking is not possible yet (e.g. no customer chosen): the reason shows instead */
  disabledReason?: ReactNode;
  /** a line under the drop area (limits, template) */
  hint?: ReactNode;
  /** the confirm button's text for V valid rows, e.g. 'Tạo 3 sản phẩm' */
  confirmLabel?: (valid: number) => string;
  /** where the uploaded file's detail page is */
  detailPath?: (fileId: number) => string;
  /** more actions on the result (e.g. 'Xem danh sách sản phẩm') */
  resultExtra?: ReactNode;
  /** the area's words for what confirming does, e.g. 'Đã cập nhật X / Y' (default 'Đã tạo X / Y') */
  words?: TUploadWords;
  /** after a confirm has finished (refresh lists, history) */
  onFinished?: (progress: TUploadProgress) => void;
  /** after a file was uploaded or refused (refresh the history) */
  onUploaded?: () => void;
}

type TStage =
  | { step: 'pick'; error?: string }
  | { step: 'review'; fileName: string; accepted: TUploadAccepted; refusal?: string }
  | { step: 'confirm'; fileName: string; accepted: TUploadAccepted; initial: TUploadProgress };

const STEP_INDEX = { pick: 0, review: 1, confirm: 2 } as const;
const DEFAULT_PAGE_SIZE = 20;

/**
 * The bulk upload flow of every upload screen (DESIGN §6, SPEC §2): pick an xls/xlsx file (drag and drop) →
 * it is uploaded and validated → review in 'Hợp lệ' / 'Không hợp lệ' tabs, each invalid row with its
 * 'Lỗi tại dòng N: ...' messages, the invalid rows downloadable as xlsx → confirm, with per-row progress
 * 'Đã tạo X / Y' → result. Leaving while a file is under review asks first.
 *
 * The flow keeps its stage while mounted: a page whose calls change (another customer chosen) keys it by them.
 */
export function UploadFlow(props: TUploadFlowProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { api } = props;
  const [stage, setStage] = useState<TStage>({ step: 'pick' });

  const upload = useMutation({
    mutationFn: (file: File) => api.upload(file),
    // a refused file is said in the flow itself
    meta: { silentError: true },
    onSuccess: (accepted, file) => {
      setStage({ step: 'review', fileName: file.name, accepted });
      props.onUploaded?.();
    },
    onError: (err, file) => {
      // a file refused with its rows kept (outbound 50005: not one row makes an order): reviewed with the reason
      const kept = isApiError(err) ? keptRows(err.data) : null;
      setStage(kept ? { step: 'review', fileName: file.name, accepted: kept, refusal: errorMessage(err) } : { step: 'pick', error: errorMessage(err) });
      props.onUploaded?.();
    },
  });
  const confirm = useMutation({
    mutationFn: (fileId: number) => api.confirm(fileId),
    onSuccess: (initial) => {
      if (stage.step === 'review') setStage({ step: 'confirm', fileName: stage.fileName, accepted: stage.accepted, initial });
    },
  });

  // a file under review is work the user would lose by leaving
  useUnsavedChangesPrompt(stage.step === 'review' || upload.isPending);

  const reset = () => {
    upload.reset();
    confirm.reset();
    setStage({ step: 'pick' });
  };

  const startConfirm = () => {
    if (stage.step !== 'review') return;
    const { valid, invalid } = stage.accepted;
    const go = () => confirm.mutate(stage.accepted.fileId);
    if (invalid === 0) {
      go();
      return;
    }
    modal.confirm({
      title: t('sku.uploadFlow.confirmTitle', { valid: formatNumber(valid) }),
      content: t('sku.uploadFlow.confirmSkipInvalid', { invalid: formatNumber(invalid) }),
      okText: t('sku.uploadFlow.confirmOk'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'upload-confirm-ok' } as Record<string, string>,
      onOk: go,
    });
  };

  const finished = stage.step === 'confirm';
  return (
    <Card className="upload-flow" data-testid="upload-flow" data-step={stage.step}>
      <Steps
        className="upload-flow__steps"
        size="small"
        current={STEP_INDEX[stage.step]}
        items={[
          { title: t('sku.uploadFlow.stepPick') },
          { title: t('sku.uploadFlow.stepReview') },
          { title: t('sku.uploadFlow.stepConfirm') },
        ]}
      />

      {stage.step === 'pick' ? (
        <div className="upload-flow__pick">
          {props.disabledReason ? <Alert type="info" showIcon title={props.disabledReason} className="upload-flow__notice" /> : null}
          {stage.error ? (
            <Alert
              type="error"
              showIcon
              title={t('sku.uploadFlow.refusedTitle')}
              description={stage.error}
              className="upload-flow__notice"
              data-testid="upload-refused"
            />
          ) : null}
          <UploadFilePicker
            accept={props.accept ?? ALLOWED_IMPORT_EXTENSIONS}
            maxBytes={props.maxBytes ?? UPLOAD_MAX_FILE_BYTES}
            busy={upload.isPending}
            busyText={t('sku.uploadFlow.uploading')}
            disabled={props.disabledReason !== undefined && props.disabledReason !== null}
            onFile={(file) => {
              setStage({ step: 'pick' });
              upload.mutate(file);
            }}
            onRefused={(message) => setStage({ step: 'pick', error: message })}
            hint={props.hint}
          />
        </div>
      ) : null}

      {stage.step === 'review' ? (
        <UploadReview
          api={api}
          fileName={stage.fileName}
          accepted={stage.accepted}
          refusal={stage.refusal}
          columns={props.columns}
          confirming={confirm.isPending}
          confirmLabel={props.confirmLabel}
          onConfirm={startConfirm}
          onReset={reset}
        />
      ) : null}

      {finished ? (
        <UploadResult
          api={api}
          fileName={stage.fileName}
          accepted={stage.accepted}
          initial={stage.initial}
          columns={props.resultColumns ?? props.columns}
          result={props.result}
          detailPath={props.detailPath}
          extra={props.resultExtra}
          words={props.words}
          onReset={reset}
          onFinished={props.onFinished}
        />
      ) : null}
    </Card>
  );
}

/** The figures a refusal carries when the server kept the file's rows for review (fileId, total, valid, invalid). */
function keptRows(data: unknown): TUploadAccepted | null {
  if (data === null || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const n = (k: string) => (typeof d[k] === 'number' ? (d[k] as number) : null);
  const fileId = n('fileId');
  const total = n('total');
  const valid = n('valid');
  const invalid = n('invalid');
  return fileId !== null && total !== null && valid !== null && invalid !== null ? { fileId, total, valid, invalid } : null;
}

function FileSummary({ fileName, accepted }: { fileName: string; accepted: TUploadAccepted }) {
  const { t } = useTranslation();
  return (
    <div className="upload-flow__summary" data-testid="upload-summary">
      <Space size="middle" wrap>
        <Typography.Text strong>
          <FileExcelOutlined className="upload-flow__file-icon" /> {fileName}
        </Typography.Text>
        <span>
          {t('sku.uploadFlow.total')}: <b data-testid="upload-total">{formatNumber(accepted.total)}</b>
        </span>
        <span>
          <Badge status="success" /> {t('sku.uploadFlow.valid')}: <b data-testid="upload-valid-count">{formatNumber(accepted.valid)}</b>
        </span>
        <span>
          <Badge status="error" /> {t('sku.uploadFlow.invalid')}: <b data-testid="upload-invalid-count">{formatNumber(accepted.invalid)}</b>
        </span>
      </Space>
    </div>
  );
}

/** A page of one tab of the file's rows (docs/lists.md: the page and the cursor that reached it), and its pager. */
function useRowsPage(api: TUploadFlowApi, fileId: number, tab: TUploadTab) {
  const { paging, onPage, onPageSize } = useListPaging(DEFAULT_PAGE_SIZE, fileId);
  const query = useQuery({
    queryKey: [...api.key, 'rows', fileId, tab, paging],
    queryFn: ({ signal }) => api.rows({ fileId, tab, ...paging }, signal),
    placeholderData: (prev) => prev,
  });
  const pager: TUploadRowsPager = { state: query.data, onPage, onPageSize, loading: query.isFetching };
  return { query, pager };
}

function UploadReview({
  api,
  fileName,
  accepted,
  refusal,
  columns,
  confirming,
  confirmLabel,
  onConfirm,
  onReset,
}: {
  api: TUploadFlowApi;
  fileName: string;
  accepted: TUploadAccepted;
  refusal?: string | undefined;
  columns: readonly TUploadFlowColumn[];
  confirming: boolean;
  confirmLabel?: (valid: number) => string;
  onConfirm: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  // the invalid rows first when there are some: they are what needs attention
  const [tab, setTab] = useState<'valid' | 'invalid'>(accepted.invalid > 0 ? 'invalid' : 'valid');
  const valid = useRowsPage(api, accepted.fileId, 'valid');
  const invalid = useRowsPage(api, accepted.fileId, 'invalid');
  const download = useMutation({
    mutationFn: () => api.downloadInvalid(accepted.fileId),
  });

  const table = (which: ReturnType<typeof useRowsPage>, showErrors: boolean, testId: string) => (
    <UploadRowsTable
      query={which.query}
      loading={which.query.isPending || (which.query.isFetching && which.query.isPlaceholderData)}
      columns={columns}
      showErrors={showErrors}
      pager={which.pager}
      emptyText={showErrors ? t('sku.uploadFlow.noInvalid') : t('sku.uploadFlow.noValid')}
      testId={testId}
    />
  );

  return (
    <div className="upload-flow__review" data-testid="upload-review">
      <FileSummary fileName={fileName} accepted={accepted} />
      {accepted.invalid > 0 ? (
        <Alert
          type={refusal ? 'error' : 'warning'}
          showIcon
          className="upload-flow__notice"
          data-testid={refusal ? 'upload-refused' : undefined}
          title={refusal ?? t('sku.uploadFlow.invalidNotice', { invalid: formatNumber(accepted.invalid) })}
          action={
            <Button icon={<DownloadOutlined />} onClick={() => download.mutate()} loading={download.isPending} data-testid="upload-download-invalid">
              {t('sku.uploadFlow.downloadInvalid')}
            </Button>
          }
        />
      ) : (
        <Alert type="success" showIcon className="upload-flow__notice" title={t('sku.uploadFlow.allValid')} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'valid' | 'invalid')}
        items={[
          {
            key: 'valid',
            label: (
              <span data-testid="upload-tab-valid">
                {t('sku.uploadFlow.validTab')} <Badge count={accepted.valid} showZero overflowCount={99_999} color="#52c41a" />
              </span>
            ),
            children: table(valid, false, 'upload-valid-table'),
          },
          {
            key: 'invalid',
            label: (
              <span data-testid="upload-tab-invalid">
                {t('sku.uploadFlow.invalidTab')} <Badge count={accepted.invalid} showZero overflowCount={99_999} />
              </span>
            ),
            children: table(invalid, true, 'upload-invalid-table'),
          },
        ]}
      />
      <div className="upload-flow__actions">
        <Button icon={<ReloadOutlined />} onClick={onReset} disabled={confirming} data-testid="upload-pick-another">
          {t('sku.uploadFlow.pickAnother')}
        </Button>
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          onClick={onConfirm}
          loading={confirming}
          disabled={accepted.valid === 0}
          data-testid="upload-confirm"
        >
          {confirmLabel ? confirmLabel(accepted.valid) : t('sku.uploadFlow.confirm', { valid: formatNumber(accepted.valid) })}
        </Button>
      </div>
    </div>
  );
}

function UploadResult({
  api,
  fileName,
  accepted,
  initial,
  columns,
  result,
  detailPath,
  extra,
  words,
  onReset,
  onFinished,
}: {
  api: TUploadFlowApi;
  fileName: string;
  accepted: TUploadAccepted;
  initial: TUploadProgress;
  columns: readonly TUploadFlowColumn[];
  result?: TUploadFlowProps['result'];
  detailPath?: (fileId: number) => string;
  extra?: ReactNode;
  words?: TUploadWords;
  onReset: () => void;
  onFinished?: (p: TUploadProgress) => void;
}) {
  const { t } = useTranslation();
  const progress = useUploadProgress(api, accepted.fileId, initial);
  const p = progress.data;
  const final = isProgressFinal(p);
  const [reported, setReported] = useState(false);
  useEffect(() => {
    if (final && p && !reported) {
      setReported(true);
      onFinished?.(p);
    }
  }, [final, p, reported, onFinished]);

  // the rows once confirmed: each valid row with what it made, or why it failed
  const rows = useRowsPage(api, accepted.fileId, 'valid');
  const failed = p?.failed ?? 0;
  const rowsRefetch = rows.query.refetch;
  useEffect(() => {
    if (final) void rowsRefetch();
  }, [final, rowsRefetch]);

  return (
    <div className="upload-flow__result" data-testid="upload-result" data-final={final ? 'true' : 'false'}>
      <FileSummary fileName={fileName} accepted={accepted} />
      {final ? (
        <Result
          className="upload-flow__result-box"
          status={failed > 0 ? 'warning' : 'success'}
          title={
            <span data-testid="upload-result-title">
              {words?.progress ? words.progress(p?.created ?? 0, p?.total ?? 0) : t('sku.uploadFlow.resultTitle', { created: p?.created ?? 0, total: p?.total ?? 0 })}
            </span>
          }
          subTitle={failed > 0 ? t('sku.uploadFlow.resultFailed', { count: failed }) : t('sku.uploadFlow.resultOk')}
          extra={
            <Space wrap>
              {extra}
              {detailPath ? (
                <Link to={detailPath(accepted.fileId)} data-testid="upload-detail-link">
                  <Button>{t('sku.uploadFlow.viewFile')}</Button>
                </Link>
              ) : null}
              <Button type="primary" onClick={onReset} icon={<ReloadOutlined />} data-testid="upload-again">
                {t('sku.uploadFlow.uploadAnother')}
              </Button>
            </Space>
          }
        />
      ) : (
        <div className="upload-flow__running">
          <Typography.Paragraph>{t('sku.uploadFlow.running')}</Typography.Paragraph>
        </div>
      )}
      <UploadProgressView progress={p} words={words} />
      {progress.isError ? <Alert type="error" showIcon title={errorMessage(progress.error)} className="upload-flow__notice" /> : null}
      {final ? (
        <UploadRowsTable
          query={rows.query}
          loading={rows.query.isPending}
          columns={columns}
          showStatus
          showErrors={failed > 0}
          result={result}
          words={words}
          pager={rows.pager}
          testId="upload-result-table"
        />
      ) : null}
    </div>
  );
}
