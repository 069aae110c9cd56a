import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { firstCommand, freshClone, removeClone, startShell, waitForLine } from './support/newcomer';

// The root README's first command, exactly as written plus `--port 0 --json` (any free port, and a line a
// test can read), on a fresh clone of HEAD where nothing is built: the first thing a newcomer runs. Its
// install reads the machine's warm pnpm store, as a second clone on a developer's machine does.
it("the root README's first command serves /_mock/config on a fresh clone, before anything is built", async () => {
  const clone = freshClone();
  const command = `${firstCommand(join(clone, 'README.md'), 'Quick start')} --port 0 --json`;
  expect(command).toMatch(/ install --frozen-lockfile && .* mock --port 0 --json$/);
  expect(existsSync(join(clone, 'packages/webhook-verifier/dist'))).toBe(false);
  expect(existsSync(join(clone, 'packages/mock-server/dist'))).toBe(false);
  const started = startShell(command, clone);
  try {
    const installed = await waitForLine(started, /^Done in .* using pnpm/);
    const { line } = await waitForLine(started, /^\{"controlUrl"/);
    const { controlUrl } = JSON.parse(line) as { controlUrl: string };
    const response = await fetch(`${controlUrl}/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { controlUrl } });
    const seconds = (performance.now() - installed.at) / 1000;
    console.log(`fresh clone: the first 200 of /_mock/config came ${seconds.toFixed(1)} s after the install`);
  } finally {
    await started.stop();
    removeClone(clone);
  }
});
