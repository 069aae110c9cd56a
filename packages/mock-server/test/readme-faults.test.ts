import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mock } from '../src/app';
import { call, styleBToken, testMock } from './support/test-mock';

// The README's "Faults" section is how a user first injects one: its curl body, as written, must be
// accepted and must do what the table says (a 429 in Style B's envelope, with Retry-After).

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = README.split('### Faults')[1]?.split('\n### ')[0] ?? '';

let mock: Mock;
afterEach(() => mock?.close());

describe('the README fault example', () => {
  it('is accepted as written and makes the next two card issues answer 429 42901', async () => {
    const body = /-d '(\{.*\})'/.exec(section)?.[1];
    expect(body, 'the Faults section has a curl -d body').toBeDefined();
    mock = testMock();
    const created = await call(mock, 'POST', '/_mock/faults', body);
    expect(created).toMatchObject({ status: 201, body: { data: { count: 2, remaining: 2 } } });
    const token = await styleBToken(mock);
    for (let i = 0; i < 2; i++) {
      const issued = await call(mock, 'POST', '/style-b/v1/budget-card', {}, { 'x-access-token': token });
      expect(issued.status).toBe(429);
      expect(issued.body).toMatchObject({ code: '42901' });
      expect(issued.headers.get('retry-after')).toBe('1');
    }
    // The third reaches the handler again (here a validation error of the empty body).
    const third = await call(mock, 'POST', '/style-b/v1/budget-card', {}, { 'x-access-token': token });
    expect(third.status).toBe(400);
  });

  it('names every effect type of the contract in its table', () => {
    const spec = readFileSync(new URL('../../../specs/mock-control.openapi.yaml', import.meta.url), 'utf8');
    const mapping = /FaultEffect:[\s\S]*?mapping:\n((?:\s+[\w-]+: .*\n)+)/.exec(spec)?.[1] ?? '';
    const types = [...mapping.matchAll(/^\s+([\w-]+):/gm)].map((m) => m[1]);
    expect(types).toEqual(['status', 'timeout', 'network-error']);
    for (const type of types) expect(section).toContain(`{"type": "${type}"`);
  });
});
