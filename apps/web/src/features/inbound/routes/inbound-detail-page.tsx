import { useSearchParams } from 'react-router-dom';
import { InboundDetailView } from '../components/inbound-detail-view.tsx';
import type { TInboundScope } from '../api/inbound-api.ts';
import '../inbound.css';

export function idParam(params: URLSearchParams): number | null {
  const v = Number(params.get('id'));
  return Number.isInteger(v) && v > 0 ? v : null;
}

/** `?id=` (links of the lists), or `?code=` (an ASN or the client's code, e.g. from an uploaded file's rows). */
function refParam(params: URLSearchParams): { id: number } | { code: string } | null {
  const id = idParam(params);
  if (id !== null) return { id };
  const code = params.get('code')?.trim();
  return code ? { code } : null;
}

function DetailPage({ scope }: { scope: TInboundScope }) {
  const [params] = useSearchParams();
  const ref = refParam(params);
  const key = ref === null ? '' : 'id' in ref ? String(ref.id) : ref.code;
  return (
    <div data-testid={scope === 'staff' ? 'customer-inbound-detail-page' : 'inbound-detail-page'}>
      <InboundDetailView key={key} scope={scope} orderRef={ref} />
    </div>
  );
}

/** /nhap-hang/chi-tiet-don-nhap-hang?id=: one of the client's inbound orders. */
export function InboundDetailPage() {
  return <DetailPage scope="client" />;
}

/** /nhap-hang/chi-tiet-don-nhap-cua-khach?id=: a customer's inbound order (provider staff). */
export function CustomerInboundDetailPage() {
  return <DetailPage scope="staff" />;
}
