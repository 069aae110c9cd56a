import { createHmac } from 'node:crypto';
import { createClock, createMock, type Mock } from '../../src';
import { PROVIDER_CALLBACK_LOG } from '../../src/domain/applicants';
import { CARD_SECRETS } from '../../src/domain/cards';
import { DELIVERIES, EVENT_LOG, INBOX } from '../../src/domain/webhooks';
import { IdPool, isIdRef } from './id-pool';
import { answerProblems, exposedNumbers, ledgerProblems } from './oracles';
import { type ClientTokens, clientTokens, type FixtureContext, prepareSandbox } from './prepared-sandbox';
import type { RequestPlan } from './request-plan';
import type { FaceName } from './spec-operations';

const ORIGIN = 'http://127.0.0.1:4010';
const BASES: Record<FaceName, string> = {
  'style-a': '/style-a',
  'style-b': '/style-b',
  'mock-control': '/_mock',
};

/** An oracle failed: what was sent and what came back, for the report. */
export class FuzzFailure extends Error {
  override name = 'FuzzFailure';
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/**
 * One mock under fuzz: a prepared sandbox (cards of both styles, purchases), the ids seen so far, the
 * credentials of a client, and the oracles run on every answer and on the state afterwards.
 *
 * @example
 * const session = await FuzzSession.start('seed-1');
 * await session.send(plan);
 * session.checkLedger();
 * await session.checkLogs();
 * session.close();
 */
export class FuzzSession {
  requests = 0;
  readonly pool = new IdPool();
  private contexts: Record<'a' | 'b', FixtureContext[]> = { a: [], b: [] };
  private tokens: ClientTokens = { a: {}, b: '', bProduction: '' };
  private readonly keys: string[] = [];
  readonly webhookBodies: string[] = [];
  /** Where failures go instead of throwing (a survey of every failure, `FUZZ_SURVEY=1`). */
  survey: ((failure: string) => void) | undefined;
  /** Called with every answer that passed the oracles (statistics of a survey). */
  onAnswer: ((plan: RequestPlan, status: number, text: string) => void) | undefined;
  private constructor(readonly mock: Mock) {}

  /** A fresh mock seeded with `seed` (ids and card numbers repeat, so a failure replays). */
  static async start(seed: string): Promise<FuzzSession> {
    let deliveries = 0;
    let session: FuzzSession | undefined;
    const mock = createMock({
      seed,
      clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
      webhookUrl: 'https://receiver.example.test/style-b',
      // A receiver that fails every third attempt, so retries and the dead-letter queue are exercised.
      webhookFetch: async (_url, init) => {
        session?.webhookBodies.push(String(init.body));
        deliveries += 1;
        return new Response(null, { status: deliveries % 3 === 0 ? 500 : 204 });
      },
    });
    session = new FuzzSession(mock);
    await session.prepare();
    return session;
  }

  private readonly fetch = (input: string, init?: RequestInit): Promise<Response> => {
    this.requests += 1;
    return this.mock.fetch(input, init);
  };

  /** Fixtures of both styles, their ids in the pool, and a client's tokens. */
  private async prepare(): Promise<void> {
    const { a, b, settled } = await prepareSandbox(this.mock, this.fetch);
    this.contexts = { a, b };
    for (const context of [...a, ...b]) {
      for (const [kind, id] of Object.entries(context)) this.pool.add(kind, id);
    }
    for (const id of settled) this.pool.add('transaction', id);
    for (const bin of this.mock.seeded.styleB.bins) this.pool.add('bin', bin.id);
    for (const organization of this.mock.config().styleA.organizations) {
      this.pool.add('organization', organization.id);
    }
    this.tokens = await clientTokens(this.mock, this.fetch);
  }

  private resolve(value: unknown, context: Record<string, string>): unknown {
    if (isIdRef(value)) return this.resolve(this.pool.resolve(value, context), context);
    if (Array.isArray(value)) return value.map((v) => this.resolve(v, context));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v, context)]));
    }
    return value;
  }

  private authHeaders(plan: RequestPlan, production: boolean): Record<string, string> {
    const { auth } = plan;
    if (plan.operation.face === 'mock-control' || auth.kind === 'none') return {};
    if (auth.kind === 'junk') {
      return plan.operation.face === 'style-a'
        ? { authorization: `Bearer ${auth.value}` }
        : { 'x-access-token': auth.value };
    }
    if (plan.operation.face === 'style-a') {
      if (auth.kind === 'cross') return { authorization: `Bearer ${this.tokens.b}` };
      if (auth.kind === 'malformed') return { authorization: auth.value + (this.tokens.a.ORG_ADMIN ?? '') };
      return { authorization: `Bearer ${this.tokens.a[auth.role] ?? ''}` };
    }
    if (auth.kind === 'cross')
      return { 'x-access-token': production ? this.tokens.b : this.tokens.bProduction };
    if (auth.kind === 'malformed') return { authorization: `Bearer ${this.tokens.b}` };
    return { 'x-access-token': production ? this.tokens.bProduction : this.tokens.b };
  }

  /** Builds the request of a plan with real ids, sends it, and runs the oracles on the answer. */
  async send(plan: RequestPlan): Promise<void> {
    const { operation } = plan;
    const side = operation.face === 'style-a' ? 'a' : 'b';
    const contexts = this.contexts[side];
    const context = contexts[plan.context % contexts.length] ?? {};
    const production = operation.face === 'style-b' && plan.production;
    const base = production ? '/style-b-production' : BASES[operation.face];
    // A segment of '', '.' or '..' is normalized away by the URL: the request lands on another route.
    let elsewhere = plan.rawPath || plan.method !== operation.method;
    const path = operation.template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = String(this.resolve(plan.path[name], context));
      if (value === '' || value === '.' || value === '..') elsewhere = true;
      // A lone surrogate cannot be percent-encoded: a client would send its replacement character.
      return plan.rawPath ? value : encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
    });
    const query = new URLSearchParams();
    for (const [name, value] of plan.query) {
      const resolved = this.resolve(value, context);
      for (const item of Array.isArray(resolved) ? resolved : [resolved]) {
        query.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      }
    }
    const headers: Record<string, string> = { ...this.authHeaders(plan, production), ...plan.headers };
    if (plan.idempotency.kind === 'fresh') this.keys.push(plan.idempotency.key);
    const key =
      plan.idempotency.kind === 'reuse'
        ? this.keys[plan.idempotency.pick % Math.max(this.keys.length, 1)]
        : plan.idempotency.kind === 'none'
          ? undefined
          : plan.idempotency.key;
    if (key !== undefined) headers['Idempotency-Key'] = key;
    let body: BodyInit | undefined;
    if (plan.body?.kind === 'json') {
      const resolved = this.resolve(plan.body.value, context);
      if (resolved !== undefined) {
        body = JSON.stringify(resolved);
        headers['content-type'] = 'application/json';
      }
    } else if (plan.body?.kind === 'raw') {
      body = new TextEncoder().encode(plan.body.text);
      if (plan.body.contentType) headers['content-type'] = plan.body.contentType;
    }
    if (body !== undefined && plan.sign) Object.assign(headers, this.signature(plan, body));
    const method = plan.method;
    if (method === 'GET' || method === 'HEAD') body = undefined;
    const url = `${ORIGIN}${base}${path}${query.size > 0 ? `?${query}` : ''}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    const sent = `${method} ${clip(url, 300)}\nheaders: ${clip(JSON.stringify(headers), 300)}\nbody: ${clip(typeof body === 'string' ? body : body ? new TextDecoder().decode(body as Uint8Array) : '')}`;
    let response: Response;
    try {
      response = await this.fetch(url, init);
    } catch (error) {
      throw new FuzzFailure(`the mock threw: ${String(error)}\nrequest: ${sent}`);
    }
    const text = await response.text();
    const problems = answerProblems({
      face: operation.face,
      operation: elsewhere ? undefined : operation,
      catalogue: plan.catalogue,
      status: response.status,
      text,
      contentType: response.headers.get('content-type'),
      requestId: response.headers.get('request-id'),
    });
    const revealing =
      operation.face === 'style-b' && method === 'GET' && operation.template === '/v1/cards/{cardId}';
    if (!revealing || response.status !== 200) {
      const exposed = exposedNumbers(text, this.issuedNumbers());
      if (exposed.length > 0) problems.push(`the answer holds full card numbers: ${exposed.join(', ')}`);
    }
    if (problems.length > 0) {
      const failure = `${problems.join('; ')}\nrequest: ${sent}\nresponse: ${response.status} ${clip(text)}`;
      if (!this.survey) throw new FuzzFailure(failure);
      this.survey(failure);
    }
    this.onAnswer?.(plan, response.status, text);
    if (response.ok && text) this.pool.harvest(JSON.parse(text), operation.template);
    await this.afterControl(plan, response.status);
  }

  /** A valid provider signature of the body, as a Style A callback sender would compute it. */
  private signature(plan: RequestPlan, body: BodyInit): Record<string, string> {
    const organizations = this.mock.config().styleA.organizations;
    const organization = organizations[plan.context % organizations.length];
    const raw = typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
    for (const callback of Object.values(organization?.callbacks ?? {})) {
      if (!plan.operation.template.endsWith(callback.provider)) continue;
      const hex = createHmac('sha256', callback.secret).update(raw).digest('hex');
      return { [callback.signatureHeader]: callback.signatureFormat.replace('<hex>', hex) };
    }
    return {};
  }

  /** Keeps the client working across the control API's clock moves and resets, as a test would. */
  private async afterControl(plan: RequestPlan, status: number): Promise<void> {
    if (plan.operation.face !== 'mock-control' || status !== 200) return;
    const { template } = plan.operation;
    if (template === '/reset') {
      await this.prepare();
    } else if (template === '/clock/unfreeze') {
      await this.fetch(`${ORIGIN}/_mock/clock/freeze`, { method: 'POST' });
    } else if (template === '/clock/advance' || template === '/clock/freeze') {
      this.tokens = await clientTokens(this.mock, this.fetch);
    }
  }

  /** Every card number the mock issued so far. */
  issuedNumbers(): string[] {
    return [...this.mock.ctx.storage.collection(CARD_SECRETS).values()].map((s) => s.cardNumber);
  }

  /** Oracle 3: money conserved in the ledger. */
  checkLedger(): void {
    const problems = ledgerProblems(this.mock.ctx.storage);
    if (problems.length > 0)
      throw new FuzzFailure(`money not conserved: ${problems.slice(0, 10).join('; ')}`);
  }

  /** Oracle 4: no issued card number in what the mock logged, sent or keeps as history. */
  async checkLogs(console: readonly string[]): Promise<number> {
    await this.mock.idle();
    const issued = this.issuedNumbers();
    const read = async (path: string) => (await this.fetch(`${ORIGIN}/_mock${path}`)).text();
    const storage = this.mock.ctx.storage;
    const places: Record<string, string> = {
      'GET /_mock/requests': await read('/requests?limit=500'),
      'GET /_mock/events': await read('/events?limit=500'),
      'GET /_mock/webhooks/deliveries': await read('/webhooks/deliveries?limit=500'),
      'GET /_mock/webhooks/inbox': await read('/webhooks/inbox?limit=500'),
      'the event log': JSON.stringify([...storage.collection(EVENT_LOG).values()]),
      'the deliveries': JSON.stringify([...storage.collection(DELIVERIES).values()]),
      'the inbox': JSON.stringify([...storage.collection(INBOX).values()]),
      'the provider callback log': JSON.stringify([...storage.collection(PROVIDER_CALLBACK_LOG).values()]),
      'webhook bodies sent': this.webhookBodies.join('\n'),
      'console output': console.join('\n'),
    };
    for (const [place, text] of Object.entries(places)) {
      const exposed = exposedNumbers(text, issued);
      if (exposed.length > 0)
        throw new FuzzFailure(`${place} holds full card numbers: ${exposed.join(', ')}`);
    }
    return issued.length;
  }

  close(): void {
    this.mock.close();
  }
}
