import { BASE_URL, DEMO } from './env.ts';

export interface TApiAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; code_message?: string; data: T };
}

/** A call to the portal's API, as an integration would make it (header `Token`). */
export async function apiCall<T = unknown>(url: string, token: string | null, body?: unknown): Promise<TApiAnswer<T>> {
  const res = await fetch(`${BASE_URL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  let parsed: TApiAnswer<T>['body'];
  try {
    parsed = JSON.parse(text) as TApiAnswer<T>['body'];
  } catch {
    parsed = { code: -1, message: text, data: null as T };
  }
  return { status: res.status, body: parsed };
}

/** A token for a demo account, straight from the sign-in service. */
export async function apiSignIn(username: string, password: string = DEMO.password, portal: 'client' | 'staff' = 'client'): Promise<string> {
  const r = await apiCall<{ token: string }>('/sso/login', null, { username, password, portal });
  if (r.status !== 200) throw new Error(`sign-in of ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

export interface TUserInfoData {
  user: { id: number; email: string; phone: string; language: 'vi' | 'en'; fullName: string };
  isOwner: boolean;
}

/** The code of the newest SMS to a phone, as provider staff read it in the outbox (the default SMS adapter). */
export async function lastOtp(phone: string): Promise<string> {
  const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
  const r = await apiCall<{ items: Array<{ text: string }> }>('/ops/sms-outbox/list', ops, { phone });
  const code = /\b(\d{6})\b/.exec(r.body.data.items[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/**
 * Creates an express order through the GHN-compatible API, as a shop's integration does: a parcel to ward 26740
 * (Thủ Đức, district 760), standard service, the fields given overriding. Answers its order code.
 */
export async function createExpressOrder(token: string, over: Record<string, unknown>): Promise<string> {
  const r = await apiCall<{ order_code: string }>('/shiip/public-api/v2/shipping-order/create', token, {
    to_address: '12 Lý Tự Trọng',
    to_district_id: 760,
    to_ward_code: '26740',
    weight: 800,
    length: 20,
    width: 15,
    height: 10,
    service_type_id: 2,
    payment_type_id: 1,
    required_note: 'CHOXEMHANGKHONGTHU',
    ...over,
  });
  if (r.status !== 200 || r.body.code !== 200) throw new Error(`creating an express order failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.order_code;
}
