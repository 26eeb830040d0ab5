/** The shared bulk upload flow (DESIGN §6): SKU, size/weight, inbound and outbound uploads use it. */
export { UploadFlow, type TUploadFlowProps } from './upload-flow.tsx';
export { uploadFlowCalls, isProgressFinal, type TUploadFlowApi, type TUploadFlowCallsOptions, type TUploadDetailPage } from './upload-flow-api.ts';
export { UploadRowsTable, UploadRowStatusTag, UploadRowErrors, UploadCellText, type TUploadFlowColumn, type TUploadCell, type TUploadWords, type TUploadRowsPager } from './upload-rows-table.tsx';
export { UploadProgressView, useUploadProgress } from './upload-progress.tsx';
