import { CYCLE_COUNT_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { approveTask } from './approve-task.ts';
import { scheduleCountDays } from './daily-list-job.ts';
import { generateList } from './generate-list.ts';
import { recordCount } from './record-count.ts';
import { getSettings, saveSettings } from './settings.ts';
import { tasksToCount, tasksToReview } from './task-views.ts';
import { exportVarianceReport, varianceReport } from './variance-report.ts';

/** Cycle counts (provider staff count; supervisors approve; staff admins configure): contracts in packages/domain/src/cycle-counts/contracts.ts. */
export const module: TModule = {
  register(app) {
    const c = CYCLE_COUNT_CALLS;
    route(app, c.settings, ({ body, deps }) => getSettings(deps.db, body.warehouseId));
    route(app, c.saveSettings, ({ body, deps, lang }) => saveSettings(deps.db, body, lang));
    route(app, c.generate, ({ body, deps, auth, lang }) => generateList(deps.db, body, auth.user.id, lang));
    route(app, c.tasks, ({ body, deps }) => tasksToCount(deps.db, body));
    route(app, c.count, ({ body, deps, auth, lang }) => recordCount(deps.db, body, auth.user.id, lang));
    route(app, c.review, ({ body, deps }) => tasksToReview(deps.db, body));
    route(app, c.approve, ({ body, deps, auth, lang }) => approveTask(deps.db, body, auth.user.id, lang));
    route(app, c.varianceReport, ({ body, scope, deps, lang }) => varianceReport(deps.db, body, scope, lang));
    route(app, c.varianceExport, async ({ body, scope, deps, lang, reply }) => {
      // checked before the file starts, so bad input stays an envelope
      const file = exportVarianceReport(deps.db, body, scope, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    // each day's count list is made by the job runner (daily-list-job.ts)
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleCountDays(app.deps.db)));
  },
};

