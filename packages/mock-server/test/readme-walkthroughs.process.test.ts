import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, type StartedCli, startCli } from './support/cli-process';

// Docs that run: every shell block of the README marked `<!-- walkthrough: name ... -->` is executed, in
// order, as one bash script per walk-through against the CLI on a free port. Each curl call must succeed
// (`--fail-with-body`) and each script must exit 0, so the README cannot drift from the mock.
const README = fileURLToPath(new URL('../README.md', import.meta.url));
const DOCUMENTED_ORIGIN = 'http://127.0.0.1:4010';

/** The walk-throughs of the README: name -> its blocks joined, in order. */
function walkthroughs(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/<!-- walkthrough: ([a-z0-9 -]+) -->\n```sh\n([\s\S]*?)\n```/g)) {
    for (const name of (match[1] ?? '').trim().split(/\s+/)) {
      found.set(name, `${found.get(name) ?? ''}${match[2]}\n`);
    }
  }
  return found;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

let cli: StartedCli | undefined;
let origin = '';
let work = '';

beforeAll(async () => {
  for (const tool of ['bash', 'curl', 'jq', 'openssl']) {
    if (spawnSync('which', [tool]).status !== 0) throw new Error(`the README walk-throughs need ${tool}`);
  }
  ensureBuiltCli();
  cli = await startCli(['--port', '0', '--json']);
  origin = (JSON.parse(cli.line) as { controlUrl: string }).controlUrl.replace(/\/_mock$/, '');
  work = mkdtempSync(join(tmpdir(), 'walkthrough-'));
}, 120_000);

afterAll(() => {
  cli?.process.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

function run(name: string): string {
  const script = walkthroughs(readFileSync(README, 'utf8')).get(name);
  if (!script) throw new Error(`the README has no walk-through ${name}`);
  const result = spawnSync(
    'bash',
    [
      '-c',
      [
        'set -euo pipefail',
        'curl() { command curl --fail-with-body -sS "$@"; }',
        script.replaceAll(DOCUMENTED_ORIGIN, origin),
      ].join('\n'),
    ],
    { cwd: work, encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0) {
    throw new Error(`walk-through ${name} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

describe('README walk-throughs run against the CLI', () => {
  it('each walk-through names the port once; everything else comes from /_mock/config', () => {
    const all = walkthroughs(readFileSync(README, 'utf8'));
    expect([...all.keys()].sort()).toEqual(['style-a', 'style-a-signed-callback', 'style-b']);
    for (const script of all.values()) expect(script.split(DOCUMENTED_ORIGIN)).toHaveLength(2);
  });

  it('Style B: OAuth to a refunded purchase, a deleted card, and verified webhooks', () => {
    const out = run('style-b');
    expect(out).toContain('"REFUNDED"');
    expect(out).toContain('"CLOSED"');
    for (const type of ['KYC.UPDATED', 'CARD.CREATED', 'CARD_TRANSACTION.CREATED', 'CARD.UPDATED']) {
      expect(out).toContain(type);
    }
    expect(out.trimEnd().endsWith('signature verified')).toBe(true);
    // Pasted twice: still one inbox endpoint, so each event arrives once.
    run('style-b');
    const listed = spawnSync('curl', ['-s', `${origin}/_mock/webhooks/endpoints`], { encoding: 'utf8' });
    const { data } = JSON.parse(listed.stdout) as { data: { items: Array<{ url: string }> } };
    expect(data.items.filter((endpoint) => endpoint.url === `${origin}/_mock/webhooks/inbox`)).toHaveLength(
      1,
    );
  }, 180_000);

  it('Style A: KYC to a frozen, funded card, decrypted by openssl and by Node alike, and the widget', () => {
    const out = run('style-a');
    const revealed = [...out.matchAll(/"pan": ?"(\d+)"/g)].map((m) => m[1] ?? '');
    expect(revealed).toHaveLength(2);
    expect(revealed[0]).toBe(revealed[1]);
    expect(luhnValid(revealed[0] ?? '')).toBe(true);
    expect(out).toContain('"status": "FROZEN"');
    expect(out).toContain('"balance_cents": 2500');
    expect(out.trimEnd().endsWith('200')).toBe(true);
  }, 120_000);

  it('Style A: a KYC callback signed with openssl and the secret from /_mock/config approves', () => {
    expect(run('style-a-signed-callback').trimEnd().endsWith('APPROVED')).toBe(true);
  }, 60_000);
});
