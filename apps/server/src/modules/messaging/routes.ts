import { MESSAGING_CALLS, validatePhone } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { failFields } from '../../lib/errors.ts';
import { readPhonePrefixes } from '../config/index.ts';
import { sendOtp } from './otp.ts';
import { listSmsOutbox } from './sms-outbox.ts';

export const module: TModule = {
  register(app) {
    const c = MESSAGING_CALLS;
    route(app, c.genOtp, async ({ scope, body, deps }) => sendOtp(deps.db, { userId: scope.userId, purpose: body.purpose, lang: scope.lang }));
    route(app, c.genOtpOption, async ({ scope, body, deps }) => {
      const r = validatePhone(body.phone, await readPhonePrefixes(deps.db), scope.lang);
      if (!r.ok) failFields([{ field: 'phone', message: r.message }]);
      return sendOtp(deps.db, { userId: scope.userId, purpose: body.purpose, newPhone: r.national, lang: scope.lang });
    });
    route(app, c.opsSmsOutbox, async ({ body, deps }) => listSmsOutbox(deps.db, body));
  },
};
