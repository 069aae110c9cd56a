import { describe, expect, it } from 'vitest';
import { UI_CLIENT_HEADER, uiClientOf } from './ui-client';

const ORIGIN = 'http://127.0.0.1:4010';
const get = (path: string, client?: string) =>
  new Request(`${ORIGIN}${path}`, client === undefined ? {} : { headers: { [UI_CLIENT_HEADER]: client } });

describe('uiClientOf', () => {
  it('names the page for its own loads and assets, by path', () => {
    expect(uiClientOf(get('/_mock/dashboard'))).toBe('dashboard');
    expect(uiClientOf(get('/_mock/dashboard/app.js?v=1'))).toBe('dashboard');
    expect(uiClientOf(get('/_mock/docs'))).toBe('docs');
    expect(uiClientOf(get('/_mock/docs/specs/style-b.json'))).toBe('docs');
  });

  it('names the page for the fetches that carry the header, whatever the path', () => {
    expect(uiClientOf(get('/_mock/state', 'dashboard'))).toBe('dashboard');
    expect(uiClientOf(get('/_mock/deliveries', ' Dashboard '))).toBe('dashboard');
    expect(uiClientOf(get('/style-b/v1/card-list', 'docs'))).toBe('docs');
  });

  it('is null for API calls, other control calls, look-alike paths and unknown header values', () => {
    expect(uiClientOf(get('/style-b/v1/card-list'))).toBeNull();
    expect(uiClientOf(get('/_mock/state'))).toBeNull();
    expect(uiClientOf(get('/_mock/dashboards'))).toBeNull();
    expect(uiClientOf(get('/_mock/docsx'))).toBeNull();
    expect(uiClientOf(get('/_mock/state', 'curl'))).toBeNull();
  });
});
