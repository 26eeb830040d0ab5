import { NotFoundResult } from '../../components/status-result.tsx';

export function ShellNotFound() {
  return <NotFoundResult />;
}
