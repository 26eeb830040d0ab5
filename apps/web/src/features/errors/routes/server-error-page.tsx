import { ServerErrorResult } from '../../../components/status-result.tsx';

export function ServerErrorPage() {
  return (
    <div className="standalone-page">
      <ServerErrorResult />
    </div>
  );
}
