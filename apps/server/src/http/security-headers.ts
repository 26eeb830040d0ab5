const CSP = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
];

/**
 * The security headers of DESIGN §10, the same set helmet's defaults send (with a same-origin CSP that lets
 * antd's CSS-in-JS inline its styles), computed once. Setting them from one frozen object costs a fraction
 * of running helmet's middleware chain on every response, which measured 3-4 times slower on this app.
 *
 * Over plain http (the portal opened by a LAN address or host name) the page must not ask the browser to
 * upgrade its requests to https, which no one serves there: it would blank every page. `upgrade-insecure-requests`,
 * HSTS and COOP are sent only on requests that came over https (directly, or by a proxy believed under TRUST_PROXY).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP.join(';'),
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/** The same headers for a request that came over https. */
export const SECURITY_HEADERS_HTTPS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'content-security-policy': [...CSP, 'upgrade-insecure-requests'].join(';'),
  // browsers ignore it (with a console error) on an origin that is not https
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': HSTS,
});

/**
 * The headers of the web's hashed files (/assets/...): what a script or stylesheet response uses. The page's policy
 * (CSP, frame and referrer rules) belongs to documents and the API's answers; repeated on each of the eighty modules
 * of a first visit it cost about 45 kB of headers, a quarter of a second on a 3G-like line.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
});

/**
 * The headers of a call's JSON answer (OWASP's REST security headers): a JSON answer is never a page, so its policy
 * is the strictest there is (nothing loads, nothing frames it) and the rules only a document reads (prefetching,
 * agent clusters, IE's download prompt, the old XSS auditor) are left out. About 200 bytes instead of 610 on every
 * answer; files (labels, exports) and redirects keep the page's set, since a browser shows them as documents.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
});

/** The same over https. */
export const API_HEADERS_HTTPS: Readonly<Record<string, string>> = Object.freeze({
  ...API_HEADERS,
  'strict-transport-security': HSTS,
});
