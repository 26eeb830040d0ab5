import { ForbiddenResult } from '../../../components/status-result.tsx';

/** /403: no permission, the SPEC §6 message and a go-back action. */
export function ForbiddenPage() {
  return (
    <div className="standalone-page">
      <ForbiddenResult />
    </div>
  );
}
