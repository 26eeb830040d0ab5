import type { TOutboundCancelAnswer } from '@ffm/domain';
import { toast } from '../../../lib/toast.ts';

/** One line per order of a cancel-outbounds answer: success in the success toast, refusals (40002, 40005 …) in the error toast. */
export function showCancelResults(results: readonly TOutboundCancelAnswer[]): void {
  const ok = results.filter((r) => r.result === 0);
  const refused = results.filter((r) => r.result !== 0);
  if (ok.length) toast.success(ok.map((r) => `${r.code}: ${r.message}`).join('\n'));
  if (refused.length) toast.error(refused.map((r) => `${r.code}: ${r.message}`).join('\n'));
}
