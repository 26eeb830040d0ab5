import type { TModule } from '../../app.ts';
import { uploadJobs } from './confirm-job.ts';

/**
 * The shared upload pipeline has no calls of its own (each area registers its calls with registerUploadRoutes);
 * it owns the confirm jobs: on start-up it continues every file left 'confirming' (a crash or a restart in the
 * middle of a confirm), and on shutdown it lets running batches commit before the database closes.
 */
export const module: TModule = {
  register(app) {
    const jobs = uploadJobs(app.deps.db);
    jobs.log = app.log;
    app.addHook('onReady', async () => {
      const resumed = await jobs.resume();
      if (resumed.length > 0) app.log.info({ files: resumed }, 'continuing upload confirm jobs');
    });
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
};
