#!/usr/bin/env node
import { resolve } from 'node:path';
import { createMock, type Mock } from '../app';
import { UnreadableSandboxError } from '../app/persisted-sandbox';
import { uiClientOf } from '../app/ui-client';
import {
  createSqliteSandboxStore,
  createSqliteStorage,
  type KeptEntry,
  listen,
  readKeptSandboxesInParallel,
  SandboxFileError,
  type SqliteStorage,
} from '../node';
import { banner, type CliConfig } from './banner';
import { bufferedLines } from './buffered-lines';
import { endQuietlyOnClosedPipe, whenPipeCloses } from './closed-pipe';
import { CliError, loadFixturesFile, runFixtures, SUBCOMMANDS, stepLine, withControlToken } from './commands';
import { exposureWarning, startToken } from './exposure';
import { releaseMemoryWhenIdle } from './idle-memory';
import { listenFailure } from './listen-failure';
import { readOwnManifest, unsupportedNode } from './node-support';
import { parseCliArgs, USAGE } from './parse-cli-args';
import { formatLine, lineFormatOf, requestFacts } from './request-line';

type CliOptions = ReturnType<typeof parseCliArgs>;

// `card-issuance-mock`: starts the mock, prints the banner (or one JSON line with --json), logs one line
// per request (method, path without query, status, time: never bodies, so never card data or secrets).
async function main(): Promise<void> {
  endQuietlyOnClosedPipe();
  const manifest = readOwnManifest();
  const tooOld = unsupportedNode(manifest.engines.node, process.versions.node);
  if (tooOld) {
    console.error(tooOld);
    process.exit(1);
  }
  const [first, ...rest] = process.argv.slice(2);
  const subcommand = first === undefined ? undefined : SUBCOMMANDS[first];
  if (subcommand) return subcommand(rest);
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.version) {
    console.log(manifest.version);
    return;
  }
  await serve(options);
}

/** Starts the mock the options describe, prints its config, and stops it on SIGINT / SIGTERM. */
async function serve(options: CliOptions): Promise<void> {
  // With --data-dir the sandbox lives in one SQLite file: reopened as it was, or seeded on the first start.
  const dataFile = options.dataDir === undefined ? null : resolve(options.dataDir, 'sandbox.sqlite');
  const start = startToken(options.host, options.controlToken);
  const kept = await keptSandboxes(options);
  const { mock, storage } = openMock(options, dataFile, start.token, kept);
  // Written once per turn of the event loop, not once per request; what is queued is written on exit.
  const requestLog = bufferedLines(process.stderr);
  process.on('exit', requestLog.flush);
  const memory = releaseMemoryWhenIdle();
  const logged = withRequestLog(mock, options, requestLog, memory);
  const listenOptions = { port: options.port, host: options.host, allowedHosts: options.allowedHosts };
  const server = await listen(logged, listenOptions).catch((error: unknown) => {
    const failure = listenFailure(error, options.port, options.host);
    if (failure === undefined) throw error;
    console.error(failure);
    storage?.close();
    process.exit(1);
  });
  // The credentials about to be printed are in the file before anyone can read them.
  storage?.flush();
  const config: CliConfig = { ...mock.config(server.origin), dataFile };
  if (options.fixtures !== undefined) {
    // Seeded before the config line, so a script that waits for it finds the sandbox ready.
    const target = {
      fetch: withControlToken(logged.fetch, mock.config(server.origin).controlUrl, start.token),
      config: mock.config(server.origin),
    };
    try {
      const file = await loadFixturesFile(options.fixtures);
      await runFixtures(target, server.origin, file, (step) => console.error(stepLine(step)));
    } catch (error) {
      mock.close();
      storage?.close();
      await server.close();
      throw error;
    }
  }
  if (options.json) console.log(JSON.stringify(config));
  else console.log(banner(config));
  const exposed = exposureWarning(options.host, server.origin, start);
  if (exposed) console.error(exposed);
  if (options.webhookUrl)
    console.error(
      `Style B events are delivered to ${options.webhookUrl}, signed with the webhookSecret above`,
    );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    memory.stop();
    mock.close();
    // Everything written so far reaches the file before the process ends; the responses that waited for
    // that commit go out before the connections close.
    storage?.close();
    setImmediate(() => void server.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // `card-issuance-mock 2>&1 | grep -m1 ...`: nobody reads the log any more; stop as on SIGTERM.
  whenPipeCloses(stop);
}

/**
 * The sandboxes kept in `--data-dir`, their files read and checked many at a time before the mock opens
 * (G-123, G-124): a cold disk is waited for once per batch, not once per file. A file that is no kept
 * sandbox is one {@link CliError} line.
 */
async function keptSandboxes(options: CliOptions): Promise<Map<string, KeptEntry> | undefined> {
  if (options.dataDir === undefined) return undefined;
  try {
    return await readKeptSandboxesInParallel(resolve(options.dataDir, 'sandboxes'));
  } catch (error) {
    if (error instanceof SandboxFileError) throw new CliError(error.message, 1);
    throw error;
  }
}

/**
 * The mock of the options, over the SQLite file `dataFile` when there is one. A file that cannot hold the
 * sandbox is one {@link CliError} line, what is wrong and what to do, never a stack.
 */
function openMock(
  options: CliOptions,
  dataFile: string | null,
  controlToken: string | undefined,
  kept: Map<string, KeptEntry> | undefined,
): { mock: Mock; storage: SqliteStorage | undefined } {
  let storage: SqliteStorage | undefined;
  try {
    storage = dataFile === null ? undefined : createSqliteStorage(dataFile);
    const mock = createMock({
      ...(storage ? { storage } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      cors: options.corsOrigins.length > 0 ? { origins: options.corsOrigins } : options.cors,
      // Beyond loopback a token is required: the one given, or one generated and printed once (G-54).
      ...(controlToken === undefined ? {} : { controlToken }),
      maxBodyBytes: options.maxBody,
      ...(options.maxSandboxes === undefined ? {} : { maxSandboxes: options.maxSandboxes }),
      // The sandboxes made at run time are kept beside it, one file each (G-78).
      sandboxes: {
        ...(options.sandboxTtlMs === undefined ? {} : { idleTtlMs: options.sandboxTtlMs }),
        ...(options.dataDir === undefined
          ? {}
          : { store: createSqliteSandboxStore(resolve(options.dataDir, 'sandboxes'), { kept }) }),
      },
    });
    return { mock, storage };
  } catch (error) {
    storage?.close();
    if (error instanceof SandboxFileError) throw new CliError(error.message, 1);
    if (error instanceof UnreadableSandboxError) {
      throw new CliError(
        `${dataFile} ${error.message}; start with --data-dir pointing to another folder, or delete the file to start a new sandbox`,
        1,
      );
    }
    throw error;
  }
}

/** The mock with one log line per request (the UI's own requests only with `--log all`). */
function withRequestLog(
  mock: Mock,
  options: CliOptions,
  requestLog: ReturnType<typeof bufferedLines>,
  memory: ReturnType<typeof releaseMemoryWhenIdle>,
): Mock {
  const format = lineFormatOf(options.logFormat, process.stderr, process.env);
  return {
    ...mock,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      // The dashboard's polling and the reference's loads would bury the calls being watched (G-64).
      const client = uiClientOf(request);
      // `listen` checks its endpoint every second: that alone must not keep the mock from ever being idle.
      if (client !== 'listen') memory.busy();
      const log = (status: number | null, ms: number) => {
        if (client === null || options.log === 'all')
          requestLog.line(formatLine(requestFacts(request, status, ms, client), format));
      };
      const started = performance.now();
      try {
        const response = await mock.fetch(request);
        log(response.status, performance.now() - started);
        return response;
      } catch (error) {
        log(null, performance.now() - started);
        throw error;
      }
    },
  };
}

main().catch((error: unknown) => {
  // A subcommand's or a fixture file's failure is one readable message; anything else is a bug.
  if (error instanceof CliError) {
    console.error(`card-issuance-mock: ${error.message}`);
    process.exit(error.exitCode);
  }
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`card-issuance-mock: ${(error as Error).message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
