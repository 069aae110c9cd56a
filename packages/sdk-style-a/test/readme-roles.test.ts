import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OPS from '@card-issuance/contracts/style-a';
import {
  operationsOf,
  readmeMethodRows,
  sentByMethod,
  type TableOperation,
  templateOf,
} from '@card-issuance/test-support/sdk';
import { describe, expect, it } from 'vitest';
import { createStyleAClient } from '../src';

// The README's "Roles per method" table is what an integrator reads before giving a key a role: a
// DEVELOPER key cannot create spend controls. Each method is called here against a recording `fetch`, so
// the table is checked against the operation each method really sends and that operation's `x-roles`.

const README = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
const OPERATIONS = operationsOf(OPS);
// Not operations of the spec: the raw client, local verification, and the token the client fetches itself.
const NOT_OPERATIONS = new Set(['raw', 'webhooks.verify', 'auth.getAccessToken']);
const EVERY_ROLE = [...new Set(OPERATIONS.flatMap((op) => op.roles ?? []))];

/** The roles cell: `every role` when an operation admits all of them, `none (no token)` when anonymous. */
function rolesCell(op: TableOperation): string {
  if (op.anonymous) return 'none (no token)';
  const roles = op.roles ?? [];
  return roles.length === EVERY_ROLE.length ? 'every role' : roles.join(', ');
}

describe('the README lists the roles each method admits', () => {
  it('has one row per resource method, with the route it sends and the roles of that route', async () => {
    const sent = await sentByMethod(
      (fetch) =>
        createStyleAClient({
          baseUrl: 'https://api.example.test/style-a',
          clientId: 'key_test',
          clientSecret: 'secret_test',
          retry: { maxRetries: 0 },
          fetch,
        }),
      (request) => {
        const path = new URL(request.url).pathname.replace('/style-a', '');
        return path === '/v1/oauth/token' ? undefined : path;
      },
      () => Response.json({ access_token: 't', token_type: 'Bearer', expires_in: 3600, items: [] }),
      NOT_OPERATIONS,
    );
    const expected = new Map<string, string[]>();
    for (const [method, request] of sent) {
      const op = request ? templateOf(OPERATIONS, request) : undefined;
      expect(op, `${method} sends an operation of the spec (sent ${request})`).toBeDefined();
      if (op) expected.set(method, [`\`${op.method} ${op.path}\``, rolesCell(op)]);
    }
    const table = [...expected]
      .map(([method, cells]) => `| \`${method}\` | ${cells.join(' | ')} |`)
      .join('\n');
    expect(
      Object.fromEntries(readmeMethodRows(README, '## Roles per method')),
      `README "## Roles per method" should hold these rows:\n${table}`,
    ).toEqual(Object.fromEntries(expected));
  });
});
