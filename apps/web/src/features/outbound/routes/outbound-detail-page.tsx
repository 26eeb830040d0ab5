import { useSearchParams } from 'react-router-dom';
import { OutboundDetailView } from '../components/outbound-detail-view.tsx';
import type { TOutboundScope } from '../api/outbound-api.ts';
import '../outbound.css';

/** `?id=` (links of the lists), or `?code=` (an SO or the client's code). */
function refParam(params: URLSearchParams): { id: number } | { code: string } | null {
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return { id };
  const code = params.get('code')?.trim();
  return code ? { code } : null;
}

function DetailPage({ scope }: { scope: TOutboundScope }) {
  const [params] = useSearchParams();
  const ref = refParam(params);
  const key = ref === null ? '' : 'id' in ref ? String(ref.id) : ref.code;
  return (
    <div data-testid={scope === 'staff' ? 'customer-outbound-detail-page' : 'outbound-detail-page'}>
      <OutboundDetailView key={key} scope={scope} orderRef={ref} />
    </div>
  );
}

/** /xuat-hang/chi-tiet-don-xuat-hang?id=: one of the client's outbound orders. */
export function OutboundDetailPage() {
  return <DetailPage scope="client" />;
}

/** /xuat-hang/chi-tiet-don-xuat-khach-hang?id=: a customer's outbound order (provider staff). */
export function CustomerOutboundDetailPage() {
  return <DetailPage scope="staff" />;
}
