import { describe, it, expect } from 'vitest';
import { ERROR_CATALOGUE, httpStatusFor, messageFor } from './catalogue.ts';

describe('error catalogue', () => {
  it('has unique keys and text in both languages', () => {
    const entries = Object.values(ERROR_CATALOGUE);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.vi).not.toBe('');
      expect(e.en).not.toBe('');
    }
  });
  it('knows the codes the domain rules return', () => {
    for (const code of [400, 30002, 30003, 40002, 40005, 40008, 60001, 60002, 60003, 60004]) {
      expect(messageFor(code)).not.toBe(messageFor(4));
      expect(httpStatusFor(code)).toBeGreaterThanOrEqual(400);
    }
  });
});
