import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');
/** An API path written by hand (the web's own pages under /ffm/app/ are routes, not calls). */
const API_PATH = /['"`]\/(ffm\/(?!app\/)|shiip\/|sso\/|ops\/)/;
/** The untyped wrapper used directly instead of the typed client. */
const RAW_CALL = /\b(fetchData|api)\.(get|getJson|post|postRaw|put|delete|upload|getBlob|postDownload)\b/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

describe('features call the API only through the typed client', () => {
  it('no API path strings and no untyped calls in apps/web/src/features', () => {
    const found: string[] = [];
    for (const f of files(FEATURES)) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (API_PATH.test(line) || RAW_CALL.test(line)) found.push(`${path.relative(FEATURES, f)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
