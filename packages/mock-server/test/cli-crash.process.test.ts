import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyTarget, styleACard, styleAToken, styleBCard } from '../src/testing';
import { ensureBuiltCli, type StartedCli, startCli } from './support/cli-process';
import {
  balancesOf,
  type CrashFixture,
  checkLedger,
  emptyLedger,
  writeUntilKilled,
} from './support/crash-load';

const dirs: string[] = [];
let running: StartedCli | undefined;

beforeAll(ensureBuiltCli, 120_000);
afterEach(() => {
  running?.process.kill('SIGKILL');
  running = undefined;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<{ cli: StartedCli; target: JourneyTarget }> {
  const cli = await startCli(['--port', '0', '--json', '--data-dir', dataDir]);
  running = cli;
  const config = JSON.parse(cli.line) as JourneyTarget['config'];
  return { cli, target: { fetch: (url, init) => fetch(url, init), config } };
}

function exited(cli: StartedCli): Promise<number | null> {
  return new Promise((resolve) => {
    if (cli.process.exitCode !== null || cli.process.signalCode !== null) resolve(cli.process.exitCode);
    else cli.process.once('exit', (code) => resolve(code));
  });
}

/** The fixture on the mock a new life of the process serves (its port, and a Style A token of its key). */
async function rebind(fixture: CrashFixture, target: JourneyTarget): Promise<void> {
  fixture.styleB.baseUrl = target.config.styleB.baseUrl;
  fixture.styleA.baseUrl = target.config.styleA.baseUrl;
  fixture.styleA.token = await styleAToken(target);
}

describe('card-issuance-mock --data-dir under kill -9', () => {
  it('keeps every acknowledged write of both styles, applies none twice, and keeps the money consistent', async () => {
    const dir = tempDir('mock-crash-');
    let life = await start(dir);
    const b = await styleBCard(life.target);
    const a = await styleACard(life.target, { fundCents: 100 });
    const fixture: CrashFixture = {
      styleB: {
        baseUrl: life.target.config.styleB.baseUrl,
        token: b.token,
        accountId: b.accountId,
        parentAccountId: life.target.config.styleB.parentAccountId,
        budgetId: b.budgetId,
      },
      styleA: { baseUrl: life.target.config.styleA.baseUrl, token: a.token, cardId: a.cardId },
    };
    const base = await balancesOf(fixture);
    const ledger = emptyLedger();
    for (let kill = 0; kill < 4; kill += 1) {
      const cli = life.cli;
      const gone = exited(cli);
      // A random moment: after 20 to 120 acknowledged writes of this life, while 12 writers are busy.
      const { failures } = await writeUntilKilled(fixture, ledger, {
        workers: 12,
        killAfter: 20 + Math.floor(Math.random() * 100),
        kill: () => cli.process.kill('SIGKILL'),
      });
      expect(failures).toEqual([]);
      await gone;
      life = await start(dir);
      await rebind(fixture, life.target);
    }
    expect(ledger.budgets.length + ledger.accounts.length + ledger.applicants.length).toBeGreaterThan(0);
    expect(ledger.transfers.acked + ledger.funds.acked).toBeGreaterThan(0);
    expect(await checkLedger(fixture, ledger, base)).toEqual({ lost: [], inconsistent: [] });
  }, 60_000);

  it('answers 503 in the envelope when the disk is full, keeps serving, and keeps the last acknowledged write', async (context) => {
    const dir = tempDir('mock-full-');
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' });
    } catch (error) {
      console.log(`skipped: cannot mount a 2 MiB tmpfs here (${(error as Error).message.split('\n')[0]})`);
      context.skip();
    }
    try {
      let life = await start(dir);
      const b = await styleBCard(life.target);
      const base = life.target.config.styleB.baseUrl;
      const headers = { 'x-access-token': b.token, 'content-type': 'application/json' };
      let lastAcked: string | undefined;
      let refused: { status: number; body: Record<string, unknown> } | undefined;
      for (let n = 0; n < 50_000 && refused === undefined; n += 1) {
        const response = await fetch(`${base}/v1/budgets`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ accountId: b.accountId, name: `Full ${'x'.repeat(40)}` }),
        });
        const body = (await response.json()) as { data?: { budgetId: string } };
        if (response.status === 200) lastAcked = body.data?.budgetId;
        else refused = { status: response.status, body };
      }
      expect(refused).toMatchObject({ status: 503, body: { code: '50301' } });
      expect(lastAcked).toBeDefined();
      const read = async () =>
        fetch(`${life.target.config.styleB.baseUrl}/v1/budgets/${lastAcked}?accountId=${b.accountId}`, {
          headers,
        }).then((r) => r.status);
      expect(await read()).toBe(200);
      expect(life.cli.process.exitCode).toBeNull();
      const failures = life.cli
        .stderr()
        .split('\n')
        .filter((line) => line.includes('could not commit'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain(join(dir, 'sandbox.sqlite'));
      expect(failures[0]).toMatch(/full/);
      expect(life.cli.stderr()).not.toMatch(/cannot rollback|\n\s+at /);

      life.cli.process.kill('SIGKILL');
      await exited(life.cli);
      life = await start(dir);
      expect(await read()).toBe(200);
    } finally {
      running?.process.kill('SIGKILL');
      if (running) await exited(running);
      running = undefined;
      execFileSync('umount', [dir]);
    }
  }, 60_000);
});
