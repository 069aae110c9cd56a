// Grows one in-process sandbox through `mock.fetch`, as a user's calls would: Style B sub-accounts, each
// with a cardholder, a funded budget and cards; purchases authorized and settled through the card network
// simulator. Used by `scale.ts` (in memory) and by the reopen section of `pnpm bench` (a `--data-dir` file).
import type { Mock } from '@card-issuance/mock-server';
import { styleBCardholderBody } from '@card-issuance/mock-server/testing';

/** A grown sub-account. */
export interface Account {
  accountId: string;
  cardholderId: string;
  budgetId: string;
  cardIds: string[];
}

export const CARDS_PER_ACCOUNT = 5; // a cardholder holds at most 5 live cards of a BIN (020005)
const BATCH = 500; // accounts onboarded together, so one clock advance decides all their KYC cases

type Envelope = { code?: string; message?: string; data?: Record<string, unknown> };

/** Runs `work` on every item, at most `concurrency` at a time, in order of start. */
async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/**
 * A grower over `mock`. With `concurrency` above 1, that many accounts are worked on at once (so a SQLite
 * store commits many writes per turn of the event loop); with 1, calls go one after another.
 *
 * @example
 * const grower = createSandboxGrower(mock);
 * await grower.signIn();
 * await grower.growTo(1_000, 10);
 */
export function createSandboxGrower(
  mock: Mock,
  options: { concurrency?: number; log?: (line: string) => void } = {},
) {
  const concurrency = options.concurrency ?? 1;
  const config = mock.config();
  const styleB = config.styleB;
  let token = '';
  let accountsMade = 0;
  let binId = '';
  const accounts: Account[] = [];
  const cards: string[] = [];
  let transactions = 0;

  /** One call through mock.fetch; throws on anything but success. */
  async function call(
    url: string,
    method: string,
    body?: unknown,
    key = false,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'x-access-token': token };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = crypto.randomUUID();
    const response = await mock.fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = (await response.json()) as Envelope;
    if (response.status >= 300 || (parsed.code !== undefined && parsed.code !== '000000')) {
      throw new Error(`${method} ${url}: ${response.status} ${parsed.code} ${parsed.message ?? ''}`);
    }
    return parsed.data ?? {};
  }
  const b = (method: string, path: string, body?: unknown, key = false) =>
    call(`${styleB.baseUrl}${path}`, method, body, key);
  const control = (path: string, body: unknown) => call(`${config.controlUrl}${path}`, 'POST', body);

  async function signIn(): Promise<string> {
    const { code } = await b('GET', `/v1/oauth/authorize?clientId=${styleB.clientId}`);
    const tokens = await b('POST', '/v1/oauth/access-token', {
      clientId: styleB.clientId,
      clientSecret: styleB.clientSecret,
      code,
    });
    token = tokens.accessToken as string;
    return token;
  }

  /** Onboards `count` accounts, each with a cardholder and a funded budget (no cards yet). */
  async function onboard(count: number, funding = '100.00'): Promise<Account[]> {
    const numbers = Array.from({ length: count }, () => ++accountsMade);
    const fresh = await pool(numbers, concurrency, async (n) => {
      const email = `scale-${n}@example.com`;
      const { accountId } = await b('POST', '/v1/accounts/register', {
        name: 'Scale Bench',
        email,
        parentAccountId: styleB.parentAccountId,
      });
      await b('POST', `/v1/accounts/${accountId}/kyc`, {
        sourceType: styleB.kycProvider,
        [`${styleB.kycProvider}ShareToken`]: `share-${n}`,
      });
      return { accountId: accountId as string, email };
    });
    mock.clock.advance(2_000); // every KYC decision of the batch
    await pool(fresh, concurrency, ({ accountId }) => b('POST', `/v1/accounts/${accountId}/init`, {}));
    if (!binId && fresh[0]) {
      const { list } = (await b('GET', `/v1/card/bins?accountId=${fresh[0].accountId}`)) as {
        list: Array<{ id: string; type: number; minBudgetBalance: string }>;
      };
      binId = list.find((bin) => bin.type === 0 && bin.minBudgetBalance === '0.00')?.id ?? '';
    }
    const holders = await pool(fresh, concurrency, async ({ accountId, email }) => {
      const { cardholderId } = await b(
        'POST',
        '/v1/cardholders',
        styleBCardholderBody({ accountId, binId, email }),
        true,
      );
      return { accountId, cardholderId: cardholderId as string };
    });
    mock.clock.advance(1_000); // every cardholder approval of the batch
    return pool(holders, concurrency, async ({ accountId, cardholderId }) => {
      const { budgetId } = await b('POST', '/v1/budgets', { accountId, name: 'Scale' }, true);
      await b('POST', `/v1/budgets/${budgetId}/transfer-in`, {
        accountId,
        clientTransactionId: `in-${budgetId}`,
        amount: funding,
      });
      return { accountId, cardholderId, budgetId: budgetId as string, cardIds: [] };
    });
  }

  async function issueCard(account: Account): Promise<string> {
    const { cardId } = await b(
      'POST',
      '/v1/budget-card',
      {
        accountId: account.accountId,
        binId,
        cardMode: 'VIRTUAL_CARD',
        cardholderId: account.cardholderId,
        budgetId: account.budgetId,
        referenceId: `card-${crypto.randomUUID()}`,
        label: 'Scale',
      },
      true,
    );
    return cardId as string;
  }

  async function purchase(cardId: string): Promise<void> {
    const { cardTransactionId } = await control('/simulate/authorize', { cardId, amount: '1.00' });
    await control('/simulate/settle', { cardTransactionId });
    transactions += 1;
  }

  /** Grows the sandbox to `target` cards, `transactionsPerCard` purchases on each new card. */
  async function growTo(target: number, transactionsPerCard: number): Promise<void> {
    while (cards.length < target) {
      const wanted = Math.min(BATCH, Math.ceil((target - cards.length) / CARDS_PER_ACCOUNT));
      const made = await onboard(wanted);
      accounts.push(...made);
      // Each account's cards go to it in order; the accounts of a batch are grown side by side.
      let budget = target - cards.length;
      const shares = made.map(() => {
        const share = Math.max(0, Math.min(CARDS_PER_ACCOUNT, budget));
        budget -= share;
        return share;
      });
      await pool(
        made.map((account, i) => [account, shares[i] as number] as const),
        concurrency,
        async ([account, share]) => {
          while (account.cardIds.length < share) {
            const cardId = await issueCard(account);
            account.cardIds.push(cardId);
            cards.push(cardId);
            for (let n = 0; n < transactionsPerCard; n += 1) await purchase(cardId);
          }
        },
      );
      options.log?.(`  grown to ${cards.length} cards, ${transactions} transactions`);
    }
  }

  return {
    signIn,
    onboard,
    issueCard,
    purchase,
    growTo,
    b,
    control,
    accounts,
    cards,
    /** Purchases made so far. */
    transactions: () => transactions,
  };
}
