import { afterEach, describe, expect, it } from 'vitest';
import { sandboxStores } from '../../test/support/sandbox-stores';
import { createMock, type Mock } from '../app';
import { JOBS } from '../domain/jobs';
import { createSqliteSandboxStore } from '../node';

// The Style A reference's first Send of every tag (G-145): the served spec names the seeded sample
// applicant, cardholder and card, and signs each provider callback's example body with the organization's
// own secret. At the root and at a sandbox, in memory and with --data-dir (and after a restart there).

type Json = Record<string, unknown>;
const CALLBACKS = ['/v1/webhooks/veritas', '/v1/webhooks/cardrail', '/v1/webhooks/walletkit'];
const TOKEN = 'a-control-token-of-sixteen-or-more';

let mocks: Mock[] = [];
const stores = sandboxStores('signed-callbacks-');
afterEach(() => {
  for (const mock of mocks) mock.close();
  mocks = [];
  stores.cleanup();
});

const at = (document: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, part) => node[part.replaceAll('~1', '/')] as Json, document);
const resolved = (document: Json, node: Json): Json =>
  typeof node.$ref === 'string' ? at(document, node.$ref) : node;

/** What "try it" sends for a callback: its first example body, compact, and the signature filled in. */
function callbackRequest(document: Json, path: string): { body: string; headers: Record<string, string> } {
  const operation = at(document, `#/paths/${path.replaceAll('/', '~1')}/post`);
  const content = (operation.requestBody as Json).content as Record<string, Json>;
  const json = content['application/json'] as Json;
  const value = json.example ?? resolved(document, Object.values(json.examples as Json)[0] as Json).value;
  const signature = (operation.parameters as Json[])
    .map((parameter) => resolved(document, parameter))
    .find((parameter) => parameter.in === 'header') as Json;
  return {
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json', [signature.name as string]: signature.example as string },
  };
}

/** The served spec's example `id` of a parameter component, and the page's Style A token. */
async function servedAt(mock: Mock, base: string) {
  const document = (await (await mock.fetch(`${base}/_mock/docs/specs/style-a.json`)).json()) as Json;
  const page = await (await mock.fetch(`${base}/_mock/docs`)).text();
  const token = /"bearerAuth":\{"token":"([^"]+)"/.exec(page)?.[1];
  const idOf = (component: string) =>
    at(document, `#/components/parameters/${component}`).example as string | undefined;
  return { document, token, idOf };
}

async function sendCallbacks(mock: Mock, base: string, document: Json): Promise<number[]> {
  const statuses: number[] = [];
  for (const path of CALLBACKS) {
    const { body, headers } = callbackRequest(document, path);
    statuses.push((await mock.fetch(`${base}/style-a${path}`, { method: 'POST', body, headers })).status);
  }
  return statuses;
}

describe.each(Object.entries(stores.forms))(
  'the Style A reference answers on its first Send (%s)',
  (_, store) => {
    it('at the root and at a sandbox: the sample applicant, cardholder and card, and signed callbacks', async () => {
      const mock = createMock(store());
      mocks.push(mock);
      const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
      const sandboxId = ((await created.json()) as { data: { id: string } }).data.id;
      const documents: Json[] = [];
      for (const base of [mock.origin, `${mock.origin}/sandboxes/${sandboxId}`]) {
        const config = (await (await mock.fetch(`${base}/_mock/config`)).json()) as {
          data: { styleA: { sampleApplicant: Record<string, string> } };
        };
        const sample = config.data.styleA.sampleApplicant;
        const { document, token, idOf } = await servedAt(mock, base);
        documents.push(document);
        expect([idOf('ApplicantId'), idOf('CardholderId'), idOf('CardId')]).toEqual([
          sample.applicantId,
          sample.cardholderId,
          sample.cardId,
        ]);
        const auth = { authorization: `Bearer ${token}` };
        const reads = [
          `/v1/applicants/${sample.applicantId}`,
          `/v1/applicants/${sample.applicantId}/funding/balances`,
          `/v1/cardholders/${sample.cardholderId}`,
          `/v1/cards/${sample.cardId}/secure-details`,
        ];
        for (const read of reads) {
          expect((await mock.fetch(`${base}/style-a${read}`, { headers: auth })).status, read).toBe(200);
        }
        const card = await mock.fetch(`${base}/style-a/v1/cards/${sample.cardId}`, { headers: auth });
        expect(((await card.json()) as { data: Json }).data).toMatchObject({
          status: 'ACTIVE',
          type: 'VIRTUAL',
        });
        expect(await sendCallbacks(mock, base, document), base).toEqual([200, 200, 200]);
      }
      // Each sandbox signs with its own organization's secrets: the root's signatures are refused there.
      const [root] = documents as [Json];
      expect(await sendCallbacks(mock, `${mock.origin}/sandboxes/${sandboxId}`, root)).toEqual([
        401, 401, 401,
      ]);
    });
  },
);

describe('the sample applicant', () => {
  it('is seeded quietly: no event, no scheduled job, the same after a --data-dir restart', async () => {
    const folder = stores.forms['with --data-dir']();
    const dir = stores.dir() as string;
    const mock = createMock(folder);
    mocks.push(mock);
    const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
    const sandbox = ((await created.json()) as { data: { id: string; styleA: Json } }).data;
    const base = `${mock.origin}/sandboxes/${sandbox.id}`;
    const events = (await (await mock.fetch(`${base}/_mock/events`)).json()) as {
      data: { items: unknown[] };
    };
    expect(events.data.items).toEqual([]);
    // The mock's own sandbox, seeded the same way: nothing on its clock's list either.
    expect(mock.ctx.storage.collection(JOBS).size).toBe(0);
    mock.close();
    mocks = [];

    const reopened = createMock({ sandboxes: { store: createSqliteSandboxStore(dir) } });
    mocks.push(reopened);
    const config = (await (await reopened.fetch(`${base}/_mock/config`)).json()) as {
      data: { styleA: Json };
    };
    expect(config.data.styleA.sampleApplicant).toEqual(sandbox.styleA.sampleApplicant);
    const { document } = await servedAt(reopened, base);
    expect(await sendCallbacks(reopened, base, document)).toEqual([200, 200, 200]);
  });

  it('is not named, nor a callback signed, in the reference of a mock with a control token', async () => {
    const mock = createMock({ controlToken: TOKEN });
    mocks.push(mock);
    const sample = mock.config().styleA.sampleApplicant;
    const served = await (await mock.fetch(`${mock.origin}/_mock/docs/specs/style-a.json`)).text();
    expect(served).not.toContain(sample?.cardId);
    expect(await sendCallbacks(mock, mock.origin, JSON.parse(served) as Json)).toEqual([401, 401, 401]);
  });
});
