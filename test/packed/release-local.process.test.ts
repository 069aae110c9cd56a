import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { stalePackages } from '../../scripts/local-release/stale-packages';
import { NODE, ROOT } from './support/environment';
import { PUBLISHABLE, workspaceManifest } from './support/publishable';

// `pnpm release:local` (README.md, "Using the packages before they are on npm"). The test command has built
// every package already, so it builds nothing (stale-packages.test.ts checks what it would rebuild).
const SCRIPT = join(ROOT, 'scripts/release-local.ts');

/** The temporary folders release:local keeps its registry and workspace copy in. */
function releaseFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('card-issuance-release-local-'));
}

describe('release:local', () => {
  let child: ChildProcess | undefined;
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve(child?.exitCode ?? null);
      else child.once('exit', (code) => resolve(code));
    });

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM');
      await exited();
    }
  });

  it('serves every public package until stopped, prints the .npmrc line, and cleans up on SIGTERM', async () => {
    // Built already: otherwise it would rebuild dist/ under the other tests that read it.
    expect(stalePackages(ROOT, PUBLISHABLE), 'run `pnpm build` before this test').toEqual([]);
    const before = releaseFolders();
    child = spawn(NODE, [SCRIPT, '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const url = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        output += `${line}\n`;
        const match = /^\s*@card-issuance:registry=(http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
      child?.once('exit', (code) => reject(new Error(`release:local exited (${code}) early:\n${output}`)));
    });
    expect(output).toContain(
      'Every package is built (dist/ newer than its sources): publishing dist/ as it is.',
    );
    for (const dir of PUBLISHABLE) {
      const { name } = workspaceManifest(dir);
      expect(output, 'names each package it published').toMatch(new RegExp(`${name}@\\d+\\.\\d+\\.\\d+`));
      const response = await fetch(`${url}${name.replace('/', '%2f')}`);
      expect(response.status, name).toBe(200);
      const document = (await response.json()) as { 'dist-tags': { latest: string } };
      expect(output).toContain(`${name}@${document['dist-tags'].latest}`);
    }
    if (child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
    expect(await exited()).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
    // What it published is gone with it.
    expect(releaseFolders().filter((name) => !before.includes(name))).toEqual([]);
  });

  it('says in one line, exit code 1, that the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const result = spawnSync(NODE, [SCRIPT, '--port', String(port)], { cwd: ROOT, encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `release:local: port ${port} on 127.0.0.1 is already in use; try --port <another>, or --port 0 for any free port\n`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('refuses a bad --port in one line, exit code 1', () => {
    const result = spawnSync(NODE, [SCRIPT, '--port', 'x'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('release:local: --port x is not a port number\n');
  });
});
