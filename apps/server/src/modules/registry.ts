import type { TModule } from '../http/types.ts';
import type { TJobHandler } from '../jobs/define-job.ts';
import { uploadConfirmJob } from './uploads/upload-confirm-job.ts';
import { shippingWebhookJob } from './shipping/webhook-events.ts';
import type { TUploadKind } from './uploads/index.ts';
import { inboundReturnUploadKind, inboundUploadKind } from './inbound/inbound-upload-kind.ts';
import { outboundUploadKind } from './outbound/outbound-upload-kind.ts';
import { sizeWeightUploadKind } from './sku/size-weight-upload-kind.ts';
import { skuUploadKind } from './sku/sku-upload-kind.ts';
import { module as accounts } from './accounts/routes.ts';
import { module as auth } from './auth/routes.ts';
import { module as config } from './config/routes.ts';
import { module as dashboard } from '../flows/dashboard/routes.ts';
import { module as inbound } from './inbound/routes.ts';
import { module as inventory } from './inventory/routes.ts';
import { module as outbound } from './outbound/routes.ts';
import { module as masterData } from './master-data/routes.ts';
import { module as money } from './money/routes.ts';
import { codTransferRunJob } from './money/index.ts';
import { module as messaging } from './messaging/routes.ts';
import { smsSendJob } from './messaging/index.ts';
import { flow as locations } from '../flows/locations/routes.ts';
import { flow as accountFlows } from '../flows/accounts/routes.ts';
import { flow as handover } from '../flows/handover/routes.ts';
import { module as tickets } from './tickets/routes.ts';
import { fileSweepJob } from './tickets/file-sweep.ts';
import { module as permissions } from './permissions/routes.ts';
import { module as putAway } from './put-away/routes.ts';
import { module as cycleCounts } from './cycle-counts/routes.ts';
import { cycleCountDayJob } from './cycle-counts/daily-list-job.ts';
import { module as search } from '../flows/search/routes.ts';
import { module as vasFlow } from '../flows/vas/routes.ts';
import { module as shipping } from './shipping/routes.ts';
import { module as sku } from './sku/routes.ts';
import { module as system } from './system/routes.ts';
import { module as transfers } from './transfers/routes.ts';
import { module as returns } from './returns/routes.ts';
import { module as uploads } from './uploads/routes.ts';
import { module as warehouses } from './warehouses/routes.ts';
import { module as billing } from './billing/routes.ts';
import { billingDayJob } from './billing/index.ts';
import { rollupFoldJob } from '../flows/dashboard/fold-stripes.ts';

/** Every area of the server, in the order they are mounted. Adding an area is adding it here. */
export const MODULES: readonly TModule[] = [system, auth, accounts, permissions, config, masterData, warehouses, putAway, uploads, sku, inbound, inventory, money, messaging, tickets, outbound, transfers, returns, cycleCounts, shipping, dashboard, search, billing, accountFlows, locations, vasFlow, handover];

/** Every kind of the shared upload pipeline (the confirm job finds a file's kind here by name). */
export const UPLOAD_KINDS: ReadonlyArray<TUploadKind<unknown>> = [skuUploadKind, sizeWeightUploadKind, inboundUploadKind, inboundReturnUploadKind, outboundUploadKind] as ReadonlyArray<TUploadKind<unknown>>;

/** Every kind of background job (src/jobs): the worker runs only the kinds listed here. */
export const JOB_HANDLERS: ReadonlyArray<TJobHandler<unknown>> = [uploadConfirmJob, smsSendJob, codTransferRunJob, shippingWebhookJob, fileSweepJob, billingDayJob, rollupFoldJob, cycleCountDayJob] as ReadonlyArray<TJobHandler<unknown>>;
