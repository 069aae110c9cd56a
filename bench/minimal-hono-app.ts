import { Hono } from 'hono';

/** What the minimal handler keeps of a card: the fields its two card answers are made of. */
interface MinimalCard {
  cardId: string;
  accountId: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  createdAt: string;
}

const ok = (data: unknown) => ({ code: '000000', message: 'success', data });
const failure = (code: string, message: string) => ({ code, message });

/**
 * The ceiling of the side-by-side benchmark: a minimal stateful Hono app answering the three benchmarked
 * Style B routes with the mock's JSON shapes (cards in a `Map`, budgets created once per `Idempotency-Key`),
 * and nothing else: no validation beyond what the routes need, no log, no clock.
 *
 * @example
 * const app = createMinimalApp({ accountId, cardId });
 * await app.fetch(new Request(`http://127.0.0.1/style-b/v1/cards/${cardId}?accountId=${accountId}`));
 */
export function createMinimalApp(seed: { accountId: string; cardId: string }) {
  const cards = new Map<string, MinimalCard>();
  const budgets = new Map<string, unknown>();
  const replays = new Map<string, unknown>();
  cards.set(seed.cardId, {
    cardId: seed.cardId,
    accountId: seed.accountId,
    cardNumber: '4455661035248210',
    expiryMonth: '09',
    expiryYear: '2029',
    cvv: '123',
    createdAt: new Date().toISOString(),
  });
  const app = new Hono().basePath('/style-b');
  // The mock sends a request id on every answer; so does the ceiling, for the same work per response.
  app.use(async (c, next) => {
    await next();
    c.header('request-id', crypto.randomUUID());
  });
  app.use(async (c, next) => {
    if (!c.req.header('x-access-token')) return c.json(failure('40101', 'missing x-access-token'), 401);
    return next();
  });
  app.get('/v1/cards/:cardId', (c) => {
    const card = cards.get(c.req.param('cardId'));
    if (!card || card.accountId !== c.req.query('accountId'))
      return c.json(failure('40404', 'no such card'), 404);
    const { cardId, cardNumber, expiryMonth, expiryYear, cvv } = card;
    return c.json(ok({ cardId, cardNumber, expiryMonth, expiryYear, cvv, status: 'ACTIVE' }));
  });
  app.get('/v1/card-list', (c) => {
    const accountId = c.req.query('accountId');
    const list = [...cards.values()]
      .filter((card) => card.accountId === accountId)
      .map((card) => ({
        cardId: card.cardId,
        accountId: card.accountId,
        cardMode: 'VIRTUAL_CARD',
        status: 'ACTIVE',
        maskedCardNumber: `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(-4)}`,
        last4: card.cardNumber.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        velocityControl: { transactionLimitsType: 'NA', amountLimit: '0.00' },
        createdAt: card.createdAt,
      }));
    return c.json(ok({ list, total: list.length, pageNum: 1, pageSize: 20 }));
  });
  app.post('/v1/budgets', async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key) return c.json(failure('40001', 'Idempotency-Key is required'), 400);
    const replay = replays.get(key);
    if (replay) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(ok(replay));
    }
    const body = (await c.req.json()) as { accountId?: string; name?: string };
    if (typeof body.accountId !== 'string') return c.json(failure('40001', 'accountId is required'), 400);
    const budget = {
      budgetId: `bud_${crypto.randomUUID()}`,
      accountId: body.accountId,
      name: body.name ?? '',
      currency: 'USD',
      balance: { available: '0.00', locked: '0.00', total: '0.00' },
      createdAt: new Date().toISOString(),
    };
    budgets.set(budget.budgetId, budget);
    replays.set(key, budget);
    return c.json(ok(budget));
  });
  return app;
}
