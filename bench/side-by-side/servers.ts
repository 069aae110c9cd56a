import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** How to start one server of the comparison as its own process. */
export interface ServerSpec {
  name: string;
  command: string;
  args: (port: number) => string[];
  /** A GET that answers 200 as soon as the server serves (start to first 200). */
  probePath: string;
  probeHeaders?: Record<string, string>;
}

export interface RunningServer {
  name: string;
  pid: number;
  origin: string;
  child: ChildProcess;
}

const live = new Set<ChildProcess>();
// No server outlives the run: whatever ends it (an error, Ctrl-C), every child still running is killed.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/**
 * Runs a command to its end as a tracked child (killed with the run, like the servers) and answers its
 * stdout; rejects when it exits with anything but 0.
 *
 * @example
 * const line = await runToEnd(process.execPath, ['load-generator.ts', JSON.stringify(job)]);
 */
export async function runToEnd(command: string, args: string[]): Promise<string> {
  const child = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }));
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  // 'close', not 'exit': stdout is read to its end.
  const [code, signal] = (await once(child, 'close')) as [number | null, string | null];
  if (code !== 0) throw new Error(`${command} ${args[0] ?? ''} exited with ${code ?? signal}`);
  return stdout;
}

/**
 * A free port on 127.0.0.1 (for servers that cannot report the one they took, and for start timing).
 *
 * @example
 * const port = await freePort();
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor200(url: string, headers: Record<string, string>, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Starts a server on a free port and answers once a GET of its probe path has answered 200; with
 * `jsonLine`, reads the origin from the first JSON line it prints instead (`--port 0 --json`).
 *
 * @example
 * const server = await startServer(spec);
 * try { ... } finally { await stopServer(server); }
 */
export async function startServer(spec: ServerSpec, jsonLine = false): Promise<RunningServer> {
  const port = jsonLine ? 0 : await freePort();
  const child = track(
    spawn(spec.command, spec.args(port), { stdio: ['ignore', jsonLine ? 'pipe' : 'ignore', 'ignore'] }),
  );
  try {
    let origin = `http://127.0.0.1:${port}`;
    if (jsonLine && child.stdout) {
      const lines = createInterface({ input: child.stdout });
      const [line] = (await Promise.race([
        once(lines, 'line'),
        once(child, 'exit').then(() => {
          throw new Error(`${spec.name} exited before listening`);
        }),
      ])) as [string];
      lines.close();
      child.stdout.resume(); // nothing else is expected there; never let a full pipe block the server
      const parsed = JSON.parse(line) as { origin?: string; controlUrl?: string };
      origin = parsed.origin ?? new URL(parsed.controlUrl ?? '').origin;
    }
    await waitFor200(`${origin}${spec.probePath}`, spec.probeHeaders ?? {}, child);
    return { name: spec.name, pid: child.pid as number, origin, child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/**
 * Stops a server by its pid: SIGTERM, then SIGKILL if it has not exited within 3 s.
 *
 * @example
 * await stopServer(server);
 */
export async function stopServer(server: { child: ChildProcess }): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Milliseconds from spawn to the first 200 of the probe GET (polled every 5 ms), the server stopped after.
 *
 * @example
 * const ms = await timeToFirst200(spec);
 */
export async function timeToFirst200(spec: ServerSpec): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = track(spawn(spec.command, spec.args(port), { stdio: 'ignore' }));
  try {
    await waitFor200(`http://127.0.0.1:${port}${spec.probePath}`, spec.probeHeaders ?? {}, child);
    return performance.now() - started;
  } finally {
    await stopServer({ child });
  }
}

/**
 * The resident set of a process in bytes (VmRSS of /proc/<pid>/status; Linux only).
 *
 * @example
 * rssBytes(server.pid); // 73_400_320
 */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) * 1024;
}
