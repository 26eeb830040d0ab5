import { NotFoundResult } from '../../../components/status-result.tsx';

export function NotFoundPage() {
  return (
    <div className="standalone-page">
      <NotFoundResult />
    </div>
  );
}
