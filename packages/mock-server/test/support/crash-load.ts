/**
 * Concurrent writes of both styles against a mock that is killed under them, and the check of what a
 * restart finds (issue 21). Shared by test/cli-crash.process.test.ts and bench/crash-durability.ts, so it imports
 * nothing but the platform: the caller builds the fixture with the journeys of `/testing`.
 */

/** What the writers write into: a Style B account with a funded budget and a cardholder, a Style A card. */
export interface CrashFixture {
  styleB: {
    baseUrl: string;
    token: string;
    accountId: string;
    parentAccountId: string;
    budgetId: string;
  };
  styleA: { baseUrl: string; token: string; cardId: string };
}

/** Counts of one kind of write: answered 2xx, and sent at all (committed lies between the two). */
export interface Tally {
  acked: number;
  attempted: number;
}

/** Every write acknowledged so far, across lives, and what was sent. */
export interface CrashLedger {
  /** Budgets created (Style B), with the Idempotency-Key that created them. */
  budgets: Array<{ budgetId: string; key: string }>;
  /** Sub-accounts registered (Style B). */
  accounts: string[];
  /** Applicants created (Style A). */
  applicants: string[];
  /** Transfers of 0.01 into the fixture's budget (Style B). */
  transfers: Tally;
  /** Fundings of 1 cent of the fixture's Style A card. */
  funds: Tally;
}

export function emptyLedger(): CrashLedger {
  return {
    budgets: [],
    accounts: [],
    applicants: [],
    transfers: { acked: 0, attempted: 0 },
    funds: { acked: 0, attempted: 0 },
  };
}

type Json = Record<string, unknown> & { code?: string; data?: Record<string, unknown> };

async function send(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}

/** A Style B answer that reports success. */
const okB = (answer: { status: number; body: Json }) =>
  answer.status === 200 && answer.body.code === '000000';
const ok2xx = (answer: { status: number }) => answer.status >= 200 && answer.status < 300;

/**
 * Runs `workers` writers, each sending one write after another (budgets, transfers and sub-accounts of Style B,
 * applicants and card fundings of Style A, in turn), and calls `kill` once `killAfter` writes of this life
 * were acknowledged. Resolves when every writer has stopped: after the kill, each stops at its first
 * failure (the connection refused or reset). Only 2xx answers go in the ledger.
 *
 * @example
 * await writeUntilKilled(fixture, ledger, { workers: 6, killAfter: 40, kill: () => child.kill('SIGKILL') });
 */
export async function writeUntilKilled(
  fixture: CrashFixture,
  ledger: CrashLedger,
  options: { workers: number; killAfter: number; kill: () => void },
): Promise<{ acked: number; failures: string[] }> {
  const { styleB: b, styleA: a } = fixture;
  const headersB = { 'x-access-token': b.token };
  const headersA = { authorization: `Bearer ${a.token}` };
  let acked = 0;
  let killed = false;
  const failures: string[] = [];
  const ack = () => {
    acked += 1;
    if (!killed && acked >= options.killAfter) {
      killed = true;
      options.kill();
    }
  };
  const writes: Array<() => Promise<void>> = [
    async () => {
      const key = crypto.randomUUID();
      const answer = await send(
        `${b.baseUrl}/v1/budgets`,
        'POST',
        { accountId: b.accountId, name: 'Crash' },
        { ...headersB, 'Idempotency-Key': key },
      );
      if (okB(answer)) {
        ledger.budgets.push({ budgetId: answer.body.data?.budgetId as string, key });
        ack();
      } else failures.push(`budget: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async () => {
      ledger.transfers.attempted += 1;
      const answer = await send(
        `${b.baseUrl}/v1/budgets/${b.budgetId}/transfer-in`,
        'POST',
        { accountId: b.accountId, clientTransactionId: crypto.randomUUID(), amount: '0.01' },
        headersB,
      );
      if (okB(answer)) {
        ledger.transfers.acked += 1;
        ack();
      } else failures.push(`transfer: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async () => {
      const answer = await send(
        `${b.baseUrl}/v1/accounts/register`,
        'POST',
        {
          name: 'Ann Lee',
          email: `crash-${crypto.randomUUID()}@example.com`,
          parentAccountId: b.parentAccountId,
        },
        headersB,
      );
      if (okB(answer)) {
        ledger.accounts.push(answer.body.data?.accountId as string);
        ack();
      } else failures.push(`account: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async () => {
      const answer = await send(
        `${a.baseUrl}/v1/applicants`,
        'POST',
        {
          type: 'INDIVIDUAL',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: `crash-${crypto.randomUUID()}@example.com`,
        },
        headersA,
      );
      if (ok2xx(answer)) {
        ledger.applicants.push(answer.body.data?.id as string);
        ack();
      } else failures.push(`applicant: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async () => {
      ledger.funds.attempted += 1;
      const answer = await send(
        `${a.baseUrl}/v1/cards/${a.cardId}/fund`,
        'POST',
        { amount_cents: 1 },
        headersA,
      );
      if (ok2xx(answer)) {
        ledger.funds.acked += 1;
        ack();
      } else failures.push(`fund: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
  ];
  const worker = async (start: number) => {
    for (let turn = start; !killed; turn += 1) {
      try {
        await (writes[turn % writes.length] as () => Promise<void>)();
      } catch {
        // The connection refused or reset: the process is gone (or going); nothing was acknowledged.
        if (killed) return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, n) => worker(n)));
  return { acked, failures };
}

/** The money the fixture holds: its budget, its account's wallet, its Style A card (in cents). */
export interface FixtureBalances {
  budgetCents: number;
  walletCents: number;
  cardCents: number;
}

/**
 * Reads the fixture's balances (before the first kill, to compare with after the last).
 *
 * @example
 * const base = await balancesOf(fixture);
 */
export async function balancesOf(fixture: CrashFixture): Promise<FixtureBalances> {
  const { styleB: b, styleA: a } = fixture;
  const headersB = { 'x-access-token': b.token };
  const cents = (amount: unknown) => Math.round(Number(amount) * 100);
  const budget = await send(
    `${b.baseUrl}/v1/budgets/${b.budgetId}?accountId=${b.accountId}`,
    'GET',
    undefined,
    headersB,
  );
  const wallets = await send(
    `${b.baseUrl}/v1/cards/wallets?accountId=${b.accountId}`,
    'GET',
    undefined,
    headersB,
  );
  const card = await send(`${a.baseUrl}/v1/cards/${a.cardId}`, 'GET', undefined, {
    authorization: `Bearer ${a.token}`,
  });
  const budgetData = budget.body.data as { balance: { available: string } };
  const walletData = wallets.body.data as { list: Array<{ balance: { available: string } }> };
  return {
    budgetCents: cents(budgetData.balance.available),
    walletCents: cents(walletData.list[0]?.balance.available),
    cardCents: (card.body.data as { balance_cents: number }).balance_cents,
  };
}

/** What a restart must show of the ledger; each entry names a write acknowledged and then lost. */
export async function checkLedger(
  fixture: CrashFixture,
  ledger: CrashLedger,
  base: FixtureBalances,
): Promise<{ lost: string[]; inconsistent: string[] }> {
  const { styleB: b, styleA: a } = fixture;
  const headersB = { 'x-access-token': b.token };
  const headersA = { authorization: `Bearer ${a.token}` };
  const lost: string[] = [];
  const inconsistent: string[] = [];
  // Several at a time, to check thousands quickly.
  const each = async <T>(items: T[], check: (item: T) => Promise<void>) => {
    for (let at = 0; at < items.length; at += 16) await Promise.all(items.slice(at, at + 16).map(check));
  };
  await each(ledger.budgets, async ({ budgetId, key }) => {
    const found = await send(
      `${b.baseUrl}/v1/budgets/${budgetId}?accountId=${b.accountId}`,
      'GET',
      undefined,
      headersB,
    );
    if (!okB(found)) lost.push(`budget ${budgetId}`);
    // Its Idempotency-Key committed with it: a retry answers the same budget, never a second one.
    const replay = await send(
      `${b.baseUrl}/v1/budgets`,
      'POST',
      { accountId: b.accountId, name: 'Crash' },
      { ...headersB, 'Idempotency-Key': key },
    );
    if (replay.body.data?.budgetId !== budgetId) inconsistent.push(`budget ${budgetId} applied twice`);
  });
  await each(ledger.accounts, async (accountId) => {
    const found = await send(`${b.baseUrl}/v1/accounts/cdd/detail/${accountId}`, 'GET', undefined, headersB);
    if (!okB(found)) lost.push(`account ${accountId}`);
  });
  await each(ledger.applicants, async (applicantId) => {
    const found = await send(`${a.baseUrl}/v1/applicants/${applicantId}`, 'GET', undefined, headersA);
    if (!ok2xx(found)) lost.push(`applicant ${applicantId}`);
  });
  const now = await balancesOf(fixture);
  const { budgetCents, walletCents } = now;
  const transferred = budgetCents - base.budgetCents;
  if (transferred < ledger.transfers.acked) lost.push(`${ledger.transfers.acked - transferred} transfers`);
  if (transferred > ledger.transfers.attempted)
    inconsistent.push(`${transferred} transfers of ${ledger.transfers.attempted} sent`);
  // Money moves between the wallet and the budget, never appears or vanishes.
  if (budgetCents + walletCents !== base.budgetCents + base.walletCents) {
    inconsistent.push(
      `wallet + budget = ${budgetCents + walletCents}, was ${base.budgetCents + base.walletCents}`,
    );
  }
  const funded = now.cardCents - base.cardCents;
  if (funded < ledger.funds.acked) lost.push(`${ledger.funds.acked - funded} card fundings`);
  if (funded > ledger.funds.attempted)
    inconsistent.push(`${funded} fundings of ${ledger.funds.attempted} sent`);
  return { lost, inconsistent };
}
