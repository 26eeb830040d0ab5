/** What other areas use of the shared upload pipeline (DESIGN §6). */
export { mountUploadCalls } from './upload-routes.ts';
export { defineUploadKind, registerUploadKinds, type TRowCells, type TRowOutcome, type TRowParser, type TUploadKind, type TUploadScope } from './registry.ts';
