import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OPS from '@card-issuance/contracts/style-a';
import { describe, expect, it } from 'vitest';
import { createStyleAClient } from '../src';

// The README's "Roles per method" table is what an integrator reads before giving a key a role: a
// DEVELOPER key cannot create spend controls. Each method is called here against a recording `fetch`, so
// the table is checked against the operation each method really sends and that operation's `x-roles`.

const README = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
const OPERATIONS = Object.values(OPS).filter(
  (op): op is (typeof OPS)['getCard'] => typeof op === 'object' && op !== null && 'path' in op,
);
// Not operations of the spec: the raw client, local verification, and the token the client fetches itself.
const NOT_OPERATIONS = new Set(['raw', 'webhooks.verify', 'auth.getAccessToken']);
const EVERY_ROLE = [...new Set(OPERATIONS.flatMap((op) => ('roles' in op ? (op.roles ?? []) : [])))];

/** The roles cell: `every role` when an operation admits all of them, `none (no token)` when anonymous. */
function rolesCell(op: (typeof OPERATIONS)[number]): string {
  const roles: readonly string[] = 'roles' in op && op.roles ? op.roles : [];
  if ('anonymous' in op && op.anonymous) return 'none (no token)';
  return roles.length === EVERY_ROLE.length ? 'every role' : roles.join(', ');
}

/** `METHOD /path` of every call a method sends first (tokens excluded), learnt from a recording fetch. */
async function sentOperation(call: (client: ReturnType<typeof createStyleAClient>) => Promise<unknown>) {
  const sent: string[] = [];
  const client = createStyleAClient({
    baseUrl: 'https://api.example.test/style-a',
    clientId: 'key_test',
    clientSecret: 'secret_test',
    retry: { maxRetries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace('/style-a', '');
      if (path === '/v1/oauth/token')
        return Response.json({ access_token: 't', token_type: 'Bearer', expires_in: 3600 });
      sent.push(`${request.method} ${path}`);
      return Response.json({ data: { items: [], next_cursor: null } });
    },
  });
  await call(client).catch(() => {});
  return sent[0];
}

/** The template of `METHOD /v1/x/id_1` among the operations. */
function templateOf(sent: string) {
  const [method, path] = sent.split(' ');
  return OPERATIONS.find(
    (op) =>
      op.method === method &&
      new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path ?? '') &&
      // A literal segment beats a parameter: `/v1/cards/{id}` must not match `/v1/cards/list`.
      op.path.split('/').length === (path ?? '').split('/').length,
  );
}

/** The rows of the README's roles table: `client.cards.create` -> `ORG_ADMIN, DEVELOPER`. */
function readmeRows(): Map<string, { route: string; roles: string }> {
  const section = README.split('## Roles per method')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, { route: string; roles: string }>();
  for (const match of section.matchAll(/^\| `([\w.]+)` +\| `([A-Z]+ [^`]+)` +\| ([^|]+)\|/gm))
    rows.set(match[1] ?? '', { route: match[2] ?? '', roles: (match[3] ?? '').trim() });
  return rows;
}

describe('the README lists the roles each method admits', () => {
  it('has one row per resource method, with the route it sends and the roles of that route', async () => {
    const client = createStyleAClient({ baseUrl: 'https://x.test', clientId: 'k', clientSecret: 's' });
    const expected = new Map<string, { route: string; roles: string }>();
    for (const [resource, methods] of Object.entries(client)) {
      if (NOT_OPERATIONS.has(resource)) continue;
      for (const name of Object.keys(methods as object)) {
        if (NOT_OPERATIONS.has(`${resource}.${name}`)) continue;
        const call = (c: ReturnType<typeof createStyleAClient>) => {
          const method = (c as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>)[
            resource
          ]?.[name];
          // A list is walked one step; `(id, params)` methods refuse a call without an id, so an id is
          // passed first, and the applicant of `delete(controlId, { id })` in the params (a method without ids still sends its route).
          const start = (...args: unknown[]) => {
            const result = method?.(...args) as unknown;
            if (result && typeof result === 'object' && !('then' in result) && Symbol.asyncIterator in result)
              return (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
            return Promise.resolve(result);
          };
          return start('id_1', { id: 'id_2' }).catch(() => start({}));
        };
        const sent = await sentOperation(call);
        const op = sent ? templateOf(sent) : undefined;
        expect(op, `${resource}.${name} sends an operation of the spec (sent ${sent})`).toBeDefined();
        if (!op) continue;
        expected.set(`${resource}.${name}`, {
          route: `${op.method} ${op.path}`,
          roles: rolesCell(op),
        });
      }
    }
    const table = [...expected]
      .map(([method, { route, roles }]) => `| \`${method}\` | \`${route}\` | ${roles} |`)
      .join('\n');
    expect(
      Object.fromEntries(readmeRows()),
      `README "## Roles per method" should hold these rows:\n${table}`,
    ).toEqual(Object.fromEntries(expected));
  });
});
