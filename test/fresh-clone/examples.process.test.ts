import { readdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstShBlock,
  freshClone,
  removeClone,
  type Started,
  startShell,
  waitForLine,
  withoutColours,
} from './support/newcomer';

// Each example's README, its first sh block run line by line on one fresh clone of HEAD, as a newcomer
// types it: the clone line is this test's own clone; the install line, the same in every README, and
// the one build line (the Playwright example's, of the mock alone) run once before the examples run side
// by side; a server (the mock, a dev server, a
// receiver) is started, checked for its first answer and stopped when its example is done. The mock gets
// `--port 0 --json` (any free port, a line to read, as in quick-start.process.test.ts) and the later lines of its
// block reach it by its URL in place of the default http://127.0.0.1:4010 (in the command, or in the
// MOCK_URL / MOCK_CONTROL_URL the examples read).

const CLONE_LINE = 'git clone <repository-url> card-issuance-toolkit && cd card-issuance-toolkit';
const PNPM = 'npx -y pnpm@12.21.0';
const DEFAULT_MOCK = 'http://127.0.0.1:4010';

/** How a README line that keeps running is recognised, and what its first answer must be. */
interface Server {
  command: RegExp;
  /** The line that says it is up; its first group, when there is one, is a URL checked by `check`. */
  ready: RegExp;
  check?: (url: string) => Promise<void>;
}

const expectPage = async (url: string, pattern: RegExp) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(await response.text(), url).toMatch(pattern);
};

const SERVERS: Server[] = [
  {
    command: /^npx -y pnpm@12\.21\.0 mock$/,
    ready: /^\{"controlUrl":"([^"]+)"/,
    check: (controlUrl) => expectPage(`${controlUrl}/config`, /"styleB"/),
  },
  {
    command: /--filter @card-issuance\/example-style-a-card-reveal start$/,
    ready: /^Widget: open (http\S+)/,
    check: async (page) => {
      await expectPage(page, /<html/i);
      // The SDK's widget entry, bundled from its sources: nothing was built.
      await expectPage(new URL('/sdk/widget.js', page).href, /mountCardWidget/);
    },
  },
  {
    command: /--filter @card-issuance\/example-webhook-receiver start /,
    ready: /^hono receiver on http:\S+, registered for Style B and Style A/,
  },
  {
    command: /--filter @card-issuance\/example-vite-card-manager dev$/,
    ready: /Local:\s+(http\S+)/,
    check: async (origin) => {
      await expectPage(origin, /<title>/);
      // Vite serves the page's module with the mock's import rewritten to its source.
      await expectPage(new URL('/src/in-page-mock.ts', origin).href, /packages\/mock-server\/src\/index\.ts/);
    },
  },
];

/** What a line that runs to its end must print (all of it, when it exits 0). */
const FINISHED: [RegExp, RegExp][] = [
  [/--filter @card-issuance\/mock-server build$/, /DTS .*Build success/],
  [/example-style-b-onboarding start$/, /^Card card_\w+: ACTIVE → FROZEN$/m],
  [/ exec playwright test$/, /\d+ passed/],
  [/ test$/, /Tests +\d+ passed/],
];

/** The line as run here: the mock on a free port, and the later lines pointed at it. */
function asRun(line: string, mockOrigin: string | undefined): string {
  if (SERVERS[0]?.command.test(line)) return `${line} --port 0 --json`;
  if (mockOrigin === undefined) return line;
  // A receiver's port, like the mock's, is any free one here.
  return line.replaceAll(DEFAULT_MOCK, mockOrigin).replace(/ start hono 3000 /, ' start hono 0 ');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runToEnd(line: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const started = startShell(line, cwd, env);
  return new Promise((resolve, reject) =>
    started.child.once('exit', (code) => {
      // The output streams end after the exit; `close` has them all.
      started.child.once('close', () =>
        code === 0
          ? resolve(withoutColours(started.output()))
          : reject(new Error(`${line} exited ${code}:\n${started.output()}`)),
      );
    }),
  );
}

const clone = freshClone();
const examples = readdirSync(join(clone, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const INSTALL = `${PNPM} install --frozen-lockfile`;
const built = new Set<string>();
const blockOf = (example: string) => firstShBlock(join(clone, 'examples', example, 'README.md'));

afterAll(() => removeClone(clone));

/** Runs one line of an example's block; a server it starts joins `servers`. */
async function runLine(line: string, context: { servers: Started[]; mockOrigin?: string; appPort: number }) {
  const command = asRun(line, context.mockOrigin);
  // The Playwright example's page server on any free port, as the mock.
  const env: NodeJS.ProcessEnv = { APP_PORT: String(context.appPort) };
  if (context.mockOrigin) env.MOCK_URL = env.MOCK_CONTROL_URL = `${context.mockOrigin}/_mock`;
  const server = SERVERS.find((candidate) => candidate.command.test(line));
  if (server === undefined) {
    const finished = FINISHED.find(([pattern]) => pattern.test(line));
    expect(finished, `no expectation for ${line}`).toBeDefined();
    expect(await runToEnd(command, clone, env)).toMatch(finished?.[1] ?? /$^/);
    return;
  }
  const started = startShell(command, clone, env);
  context.servers.push(started);
  const { line: ready } = await waitForLine(started, server.ready);
  const url = server.ready.exec(ready)?.[1];
  if (server === SERVERS[0] && url) context.mockOrigin = new URL(url).origin;
  if (server.check && url) await server.check(url);
}

describe("each example's README, its first sh block on one fresh clone, with nothing built", () => {
  // Every README's install line is the same one: run once, before the examples run side by side. So is a
  // build line (the Playwright example's, of the mock): it empties the mock's dist/, where another
  // example's `pnpm mock` builds and starts its CLI, so it runs before them, once. That `pnpm mock` on a
  // clone where nothing is built is quick-start.process.test.ts's.
  beforeAll(async () => {
    expect(examples.length).toBeGreaterThanOrEqual(7);
    expect(await runToEnd(INSTALL, clone, {})).toMatch(/^Done in .* using pnpm/m);
    const builds = new Set(
      examples.flatMap((example) => blockOf(example).filter((line) => / build$/.test(line))),
    );
    for (const line of builds) {
      await runLine(line, { servers: [], appPort: 0 });
      built.add(line);
    }
  }, 300_000);

  it.concurrent.each(examples)('examples/%s', async (example) => {
    const lines = blockOf(example);
    expect(lines.slice(0, 2)).toEqual([CLONE_LINE, INSTALL]);
    const context = { servers: [] as Started[], appPort: await freePort() };
    try {
      for (const line of lines.slice(2)) {
        const typed = line.startsWith(PNPM) || line.startsWith(`cd examples/${example} && ${PNPM}`);
        expect(typed, line).toBe(true);
        if (!built.has(line)) await runLine(line, context);
      }
    } finally {
      for (const started of context.servers.reverse()) await started.stop();
    }
  });
});
