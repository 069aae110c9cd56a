import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OPS from '@card-issuance/contracts/style-b';
import { operationsOf, readmeMethodRows, sentByMethod, templateOf } from '@card-issuance/test-support/sdk';
import { describe, expect, it } from 'vitest';
import { createStyleBClient } from '../src';

// The README's "Methods and endpoints" table is how an integrator finds the SDK method of an endpoint
// they read about (`issue` is `/v1/budget-card`, `initialize` is `/init`). Each method is called here
// against a recording `fetch`, so every row is checked against the operation the method really sends.

const README = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
const OPERATIONS = operationsOf(OPS);
// Not one operation each: the raw client, local verification, and the token steps (described in prose).
const NOT_OPERATIONS = new Set(['raw', 'webhooks', 'auth']);

describe('the README maps each method to its endpoint', () => {
  it('has one row per resource method, with the route it sends', async () => {
    const sent = await sentByMethod(
      (fetch) =>
        createStyleBClient({
          baseUrl: 'https://api.example.test/style-b',
          clientId: 'cli_test',
          clientSecret: 'secret_test',
          retry: { maxRetries: 0 },
          fetch,
        }),
      (request) => {
        const path = new URL(request.url).pathname.replace('/style-b', '');
        return path.startsWith('/v1/oauth/') ? undefined : path;
      },
      () =>
        Response.json({
          code: '000000',
          message: 'ok',
          data: { code: 'c', accessToken: 't', refreshToken: 'r', expiresIn: 3600, list: [], total: 0 },
        }),
      NOT_OPERATIONS,
    );
    const expected = new Map<string, string[]>();
    for (const [method, request] of sent) {
      const op = request ? templateOf(OPERATIONS, request) : undefined;
      expect(op, `${method} sends an operation of the spec (sent ${request})`).toBeDefined();
      if (op) expected.set(method, [`\`${op.method} ${op.path}\``]);
    }
    const table = [...expected]
      .map(([method, cells]) => `| \`${method}\` | ${cells.join(' | ')} |`)
      .join('\n');
    expect(
      Object.fromEntries(readmeMethodRows(README, '## Methods and endpoints')),
      `README "## Methods and endpoints" should hold these rows:\n${table}`,
    ).toEqual(Object.fromEntries(expected));
    // Every operation of the spec has a method, except the two token steps.
    const covered = new Set([...expected.values()].map(([route]) => route));
    const uncovered = OPERATIONS.map((op) => `\`${op.method} ${op.path}\``).filter((r) => !covered.has(r));
    expect(uncovered.sort()).toEqual(['`GET /v1/oauth/authorize`', '`POST /v1/oauth/access-token`']);
  });
});
