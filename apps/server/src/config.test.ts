import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('defaults to the portal on this machine at its port, and drops a trailing slash', () => {
    expect(readConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PORT: '8111' }).publicUrl).toBe('http://localhost:8111');
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.vn/' }).publicUrl).toBe('https://portal.example.vn');
    expect(readConfig({ PUBLIC_URL: 'https://example.vn/ffm/' }).publicUrl).toBe('https://example.vn/ffm');
  });

  it('refuses at start what is not an http(s) address', () => {
    expect(() => readConfig({ PUBLIC_URL: 'portal.example.vn' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'https://example.vn/?a=1' })).toThrow(/PUBLIC_URL/);
  });
});
