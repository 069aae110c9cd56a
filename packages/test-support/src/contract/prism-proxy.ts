import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

/** A running `prism proxy --errors` in front of one spec. */
export interface PrismProxy {
  /** Origin Prism listens on; a request's path is matched against the spec's paths as it is. */
  url: string;
  pid: number;
  /** Every violation Prism logged so far: `Violation:` lines and requests it refused for the spec. */
  violations(): string[];
  /** Stops the proxy (by its pid) and waits until its log is read to the end. */
  stop(): Promise<void>;
}

export interface PrismProxyOptions {
  /** Path of the OpenAPI document. */
  spec: string;
  /** Where Prism forwards: `upstream + request path` (so the mock's base path of the spec's face). */
  upstream: string;
  /** Default 30 s: Prism reads and bundles the spec before it listens. */
  startTimeoutMs?: number;
}

// Prism's own problem types (invalid request, no route, response violations, ...). A `FetchError` is not
// one: it is how Prism answers when the upstream dropped the socket, which fault-injection tests cause.
const PRISM_ERROR = 'Request terminated with error: https://stoplight.io/prism/errors#';
// Prism's CLI colours its output even without a terminal.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function prismBin(): string {
  const pkg = createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json');
  return join(dirname(pkg), 'dist/index.js');
}

/**
 * Starts `prism proxy <spec> <upstream> --errors` on a free port and resolves once it listens.
 *
 * @example
 * const proxy = await startPrismProxy({ spec: 'specs/style-b.openapi.yaml', upstream: `${origin}/style-b` });
 * await fetch(`${proxy.url}/v1/oauth/authorize?clientId=cli_x`);
 * await proxy.stop();
 * expect(proxy.violations()).toEqual([]);
 */
export async function startPrismProxy(options: PrismProxyOptions): Promise<PrismProxy> {
  // Run on this process's Node: Prism 5.16 needs Node >= 24.18, which the machine's `node` may not be.
  const child: ChildProcess = spawn(
    process.execPath,
    [prismBin(), 'proxy', options.spec, options.upstream, '--errors', '--port', '0', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const violations: string[] = [];
  const tail: string[] = [];
  let listening: (url: string) => void = () => {};
  const ready = new Promise<string>((resolve) => {
    listening = resolve;
  });
  const read = (line: string) => {
    const text = line.replace(ANSI, '');
    tail.push(text);
    if (tail.length > 20) tail.shift();
    const url = /Prism is listening on (http:\/\/\S+)/.exec(text)?.[1];
    if (url) listening(url);
    if (text.includes('Violation:') || text.includes(PRISM_ERROR)) violations.push(text);
  };
  if (!child.stdout || !child.stderr || child.pid === undefined) throw new Error('prism did not start');
  createInterface({ input: child.stdout }).on('line', read);
  createInterface({ input: child.stderr }).on('line', read);
  const exited = once(child, 'exit');
  // Comes once stdout and stderr are drained: every line Prism logged has been read by then.
  const closed = once(child, 'close');
  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    ready,
    exited.then(([code]) => {
      throw new Error(`prism proxy ${options.spec} exited with ${code}:\n${tail.join('\n')}`);
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`prism proxy ${options.spec} did not listen:\n${tail.join('\n')}`)),
        options.startTimeoutMs ?? 30_000,
      );
    }),
  ])
    .catch((error: unknown) => {
      child.kill();
      throw error;
    })
    .finally(() => clearTimeout(timer));
  const pid = child.pid;
  return {
    url,
    pid,
    violations: () => [...violations],
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid);
      await closed;
    },
  };
}
