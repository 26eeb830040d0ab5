import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a shop's callback may go: never to the provider's own network. An address in any of these ranges is
 * refused when the URL is registered and again at each delivery, after DNS, and the delivery connects to the very
 * address that was checked (a name that answers a public address to the check and a private one to the connection,
 * DNS rebinding, gets nowhere). IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked as their IPv4 address.
 * WEBHOOK_ALLOW_PRIVATE=1 lifts the rule, for local testing only (README, Configuration).
 */
const BLOCKED = new BlockList();
const V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: any IPv4 address behind it
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: any IPv4 address behind it
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of V4) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6) BLOCKED.addSubnet(net, prefix, 'ipv6');

const allowPrivate = () => process.env.WEBHOOK_ALLOW_PRIVATE === '1';

/** Whether an IP address (v4 or v6, an IPv4-mapped v6 included) is one a callback may not reach. */
export function isBlockedAddress(ip: string): boolean {
  const bare = ip.replace(/%.*$/, '');
  const v = isIP(bare);
  if (v === 0) return true;
  return BLOCKED.check(bare, v === 4 ? 'ipv4' : 'ipv6');
}

export type TWebhookTarget = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false };

/** The URL's host resolved and checked: every address it resolves to must be allowed; the first is the one to use. */
export async function resolveWebhookTarget(raw: string): Promise<TWebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false };
    }
  }
  if (addresses.length === 0) return { ok: false };
  if (!allowPrivate() && addresses.some((a) => isBlockedAddress(a.address))) return { ok: false };
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * POSTs a body to a checked target, connecting to its checked address (the URL's host still names the server for
 * TLS and the Host header). Answers the HTTP status; no redirect is followed.
 */
export function postToTarget(target: Extract<TWebhookTarget, { ok: true }>, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const pinned: LookupFunction = (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
  return new Promise((resolve, reject) => {
    const mod = target.url.protocol === 'https:' ? https : http;
    const req = mod.request(target.url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal, lookup: pinned }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}
