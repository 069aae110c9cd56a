import { describe, expect, it } from 'vitest';
import { wantsJson } from './wants-json';

const asking = (accept?: string) =>
  new Request('http://127.0.0.1:4010/', accept === undefined ? {} : { headers: { accept } });

describe('wantsJson', () => {
  it('is true when Accept names JSON, a +json type included, and not HTML', () => {
    expect(wantsJson(asking('application/json'))).toBe(true);
    expect(wantsJson(asking('Application/Problem+JSON'))).toBe(true);
  });

  it('is false for a browser, a bare client and anything else', () => {
    expect(wantsJson(asking('text/html,application/json;q=0.9'))).toBe(false);
    expect(wantsJson(asking())).toBe(false);
    expect(wantsJson(asking('*/*'))).toBe(false);
    expect(wantsJson(asking('application/jsonp'))).toBe(false);
  });
});
