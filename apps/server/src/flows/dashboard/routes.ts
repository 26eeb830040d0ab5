import { DASHBOARD_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { dashboardSheets } from './export-dashboard.ts';
import { getDashboard } from './get-dashboard.ts';
import { scheduleRollupFold } from './fold-stripes.ts';

export const module: TModule = {
  register(app) {
    const c = DASHBOARD_CALLS;
    route(app, c.dashboard, ({ body, scope, auth, deps }) => getDashboard(deps.db, scope, { staff: auth.user.kind === 'staff', permissions: auth.permissions }, body));
    route(app, c.dashboardExport, async ({ body, scope, auth, deps, lang, reply }) => {
      const d = await getDashboard(deps.db, scope, { staff: auth.user.kind === 'staff', permissions: auth.permissions }, body);
      const file = dashboardSheets(d, lang);
      await sendXlsx(reply, file.fileName, file.sheets);
    });
    // the staff rollups' stripes of past days are folded daily (fold-stripes.ts); the first run folds what is there
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleRollupFold(app.deps.db)));
  },
};
