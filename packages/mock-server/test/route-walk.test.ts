import * as controlOperations from '@card-issuance/contracts/mock-control-operations';
import * as styleAOperations from '@card-issuance/contracts/style-a';
import * as styleBOperations from '@card-issuance/contracts/style-b';
import { describe, expect, it } from 'vitest';
import { createMock, type MockConfig } from '../src';
import { styleAToken, styleBToken } from '../src/testing';

// Every route of every face, walked in both URL forms: the mock's own URLs with the mock's own
// credentials, and a sandbox's `/sandboxes/{id}/...` URLs with that sandbox's. Each operation is called the
// same way in both (ids that exist in neither, an empty body), and both answers must agree on status and
// code: a layer that forgot the prefix would answer differently in one form.

interface Operation {
  method: string;
  path: string;
}

/** The operations of a generated table (its exports that are operations). */
function operationsOf(table: Record<string, unknown>): Array<[string, Operation]> {
  return Object.entries(table).filter(
    (entry): entry is [string, Operation] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
  );
}

/** The control operations that differ between the forms by design (DECISIONS.md G-78). */
const CONTROL_BY_DESIGN: Record<string, { root: number; sandbox: number }> = {
  // Sandboxes are made and listed on the mock's own control URL only.
  createSandbox: { root: 201, sandbox: 404 },
  listSandboxes: { root: 200, sandbox: 404 },
  // The mock's own sandbox is reset, never removed; a sandbox removes itself.
  deleteSandbox: { root: 409, sandbox: 200 },
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Answer = { status: number; code: unknown };

/** Status and code of an answer: `{code}` (Style B) or `{error: {code}}` (Style A, the control API). */
async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: { code?: unknown; error?: { code?: unknown } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A page or a script: its status says enough.
  }
  return { status: response.status, code: body.error?.code ?? body.code };
}

describe('every route of every face, in both URL forms', () => {
  it('answers the same status and code at the root and at a sandbox', async () => {
    const mock = createMock();
    try {
      const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
      const sandbox = ((await created.json()) as { data: MockConfig }).data;
      const forms = await Promise.all(
        [mock.config(), sandbox].map(async (config) => {
          const target = { fetch: mock.fetch, config };
          return {
            config,
            styleA: { authorization: `Bearer ${await styleAToken(target, 'ORG_ADMIN')}` },
            styleB: { 'x-access-token': await styleBToken(target) },
          };
        }),
      );
      const faces = [
        {
          name: 'Style A',
          table: styleAOperations,
          base: (c: MockConfig) => c.styleA.baseUrl,
          auth: 'styleA',
        },
        {
          name: 'Style B',
          table: styleBOperations,
          base: (c: MockConfig) => c.styleB.baseUrl,
          auth: 'styleB',
        },
        {
          name: 'Style B production',
          table: styleBOperations,
          base: (c: MockConfig) => c.styleB.productionBaseUrl,
          auth: 'styleB',
        },
        { name: 'control', table: controlOperations, base: (c: MockConfig) => c.controlUrl, auth: undefined },
      ] as const;
      const differences: string[] = [];
      let walked = 0;
      for (const face of faces) {
        // The reset and the removal last: they end the tokens and the sandbox both forms use.
        const last = (id: string) => ['resetMock', 'deleteSandbox'].indexOf(id);
        const operations = operationsOf(face.table).sort(([a], [b]) => last(a) - last(b));
        for (const [id, operation] of operations) {
          const path = operation.path.replace(/\{[^}]+\}/g, NO_SUCH_ID);
          const answers: Answer[] = [];
          for (const form of forms) {
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              'idempotency-key': crypto.randomUUID(),
              ...(face.auth ? form[face.auth] : {}),
            };
            const bodyless = operation.method === 'GET' || operation.method === 'HEAD';
            const url = `${face.base(form.config)}${path === '/' ? '' : path}`;
            const response = await mock.fetch(url, {
              method: operation.method,
              headers,
              ...(bodyless ? {} : { body: '{}' }),
            });
            answers.push(await answerOf(response));
          }
          walked += 1;
          const [root, inSandbox] = answers as [Answer, Answer];
          const byDesign = face.name === 'control' ? CONTROL_BY_DESIGN[id] : undefined;
          if (byDesign) {
            expect({ root: root.status, sandbox: inSandbox.status }, id).toEqual(byDesign);
            continue;
          }
          if (root.status !== inSandbox.status || root.code !== inSandbox.code) {
            differences.push(
              `${face.name} ${id} ${operation.method} ${path}: root ${JSON.stringify(root)}, sandbox ${JSON.stringify(inSandbox)}`,
            );
          }
        }
      }
      expect(walked).toBeGreaterThan(140);
      expect(differences).toEqual([]);
    } finally {
      mock.close();
    }
  });
});
