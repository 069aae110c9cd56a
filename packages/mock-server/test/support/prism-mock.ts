import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A running `prism mock` of one spec: static answers from its examples, no state. */
export interface PrismMock {
  /** The origin Prism listens on: the spec's paths are served right below it. */
  url: string;
  /** Stops it (by its pid) and waits until it has exited. */
  stop(): Promise<void>;
}

// Prism's CLI colours its output even without a terminal.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Starts `prism mock specs/<spec>.openapi.yaml` (the root devDependency @stoplight/prism-cli) on a free
 * port, on this process's Node (Prism needs Node 24), and resolves once it listens.
 *
 * @example
 * const prism = await startPrismMock('style-b');
 * await fetch(`${prism.url}/v1/oauth/authorize?clientId=x`);
 * await prism.stop();
 */
export async function startPrismMock(spec: 'style-a' | 'style-b'): Promise<PrismMock> {
  const file = fileURLToPath(new URL(`../../../../specs/${spec}.openapi.yaml`, import.meta.url));
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'mock', file, '--port', '0', '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  if (!child.stdout || !child.stderr || child.pid === undefined) throw new Error('prism did not start');
  const pid = child.pid;
  const tail: string[] = [];
  const closed = once(child, 'close');
  const url = await new Promise<string>((resolve, reject) => {
    const read = (line: string) => {
      const text = line.replace(ANSI, '');
      tail.push(text);
      if (tail.length > 20) tail.shift();
      const found = /Prism is listening on (http:\/\/\S+)/.exec(text)?.[1];
      if (found) resolve(found);
    };
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', read);
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', read);
    child.once('exit', (code) => reject(new Error(`prism mock exited with ${code}:\n${tail.join('\n')}`)));
    setTimeout(() => reject(new Error(`prism mock did not listen:\n${tail.join('\n')}`)), 60_000).unref();
  }).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid);
      await closed;
    },
  };
}
