import { CYCLE_COUNT_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { approveTask } from './approve-task.ts';
import { generateList } from './generate-list.ts';
import { recordCount } from './record-count.ts';
import { getSettings, saveSettings } from './settings.ts';
import { tasksToCount, tasksToReview } from './task-views.ts';
import { varianceReport } from './variance-report.ts';

/** Cycle counts (provider staff count; staff admins supervise): contracts in packages/domain/src/cycle-count/contracts.ts. */
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
    route(app, c.varianceReport, ({ body, deps }) => varianceReport(deps.db, body));
  },
};

