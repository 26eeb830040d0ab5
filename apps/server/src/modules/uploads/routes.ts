import type { TModule } from '../../http/types.ts';
import { failStaleUploads } from './fail-stale-uploads.ts';

/**
 * The shared upload pipeline has no calls of its own (each area mounts its calls with mountUploadCalls). Its
 * confirms are `upload.confirm` jobs of the job runner (src/jobs), listed in modules/registry.ts; on start-up
 * it fails files a crash left half-validated.
 */
export const module: TModule = {
  register(app) {
    app.addHook('onReady', async () => {
      const failed = await failStaleUploads(app.deps.db);
      if (failed > 0) app.log.info({ failed }, 'uploads left validating by a crash marked failed');
    });
  },
};
