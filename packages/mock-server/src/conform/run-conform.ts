import { createSandbox } from '../client';
import { compareRuns, type Difference } from './compare-runs';
import type { CheckedExchange, ConformStyle } from './exchange';
import { JourneyRun, type JourneyStop, type StateCheck, StepFailure } from './journey-run';
import { Recorder } from './recording-fetch';
import type { ResponseContract } from './response-contract';
import { styleAJourney, styleAJourneyClient } from './style-a-journey';
import { styleBJourney, styleBJourneyClient } from './style-b-journey';

/** A deployment of one style and the credentials to drive it. */
export interface ConformTarget {
  /** The style's base URL (`https://sandbox.example.com/style-b`, `http://127.0.0.1:4010/style-a`). */
  baseUrl: string;
  /** Style B: the OAuth client id; Style A: the API key's `client_id`. */
  clientId: string;
  /** Style B: the OAuth client secret; Style A: the API key's `client_secret`. */
  clientSecret: string;
  /** Style B: the partner account new sub-accounts are registered under. */
  parentAccountId?: string | undefined;
  /** Style B, read-only: the sub-account to read. */
  accountId?: string | undefined;
}

/** What one journey against one deployment gave: every answer checked, and where it stopped early. */
export interface ConformRun {
  baseUrl: string;
  exchanges: CheckedExchange[];
  /** What each step expected of the state, and whether the answers showed it. */
  states: StateCheck[];
  stop: JourneyStop | undefined;
}

/** Options of {@link runConform}. */
export interface ConformOptions {
  style: ConformStyle;
  target: ConformTarget;
  /** The style's response contract (`createResponseContract`). */
  contract: ResponseContract;
  deadlineMs: number;
  readOnly: boolean;
  /** Compare with the same journey in a fresh sandbox of the mock at this control URL. */
  compare?: { controlUrl: string; token?: string | undefined } | undefined;
  /** Progress lines (stderr). */
  log?: (line: string) => void;
  /** The warning before the first write to a host other than this machine (stderr). */
  warn?: (line: string) => void;
  /** Tests: how to wait between polls. */
  sleep?: (ms: number) => Promise<void>;
  /** Tests: the fetch of every call (`mock.fetch` for an in-process mock). */
  fetch?: typeof fetch;
}

/** A conformance run: the deployment's answers, the mock's when compared, and their differences. */
export interface ConformReport {
  style: ConformStyle;
  target: ConformRun;
  mock: (ConformRun & { sandboxId: string }) | undefined;
  differences: Difference[];
  /** Any problem, an early stop or a difference: the command exits 1. */
  drift: boolean;
}

/**
 * Runs the style's journey once against `target`, checking every answer with `contract`.
 *
 * @example
 * const run = await runJourney({ style: 'b', target, contract, deadlineMs: 60_000, readOnly: false });
 */
export async function runJourney(options: Omit<ConformOptions, 'compare'>): Promise<ConformRun> {
  const { style, target, warn } = options;
  const recorder = new Recorder({
    style,
    baseUrl: target.baseUrl,
    readOnly: options.readOnly,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onFirstRemoteWrite: (origin) =>
      warn?.(
        `warning: conform is about to write to ${origin} (accounts, cardholders, cards); pass --read-only to only read`,
      ),
  });
  const run = new JourneyRun({
    recorder,
    deadlineMs: options.deadlineMs,
    readOnly: options.readOnly,
    ...(options.log ? { log: options.log } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const credentials = {
    baseUrl: target.baseUrl,
    clientId: target.clientId,
    clientSecret: target.clientSecret,
  };
  let stop: JourneyStop | undefined;
  try {
    if (style === 'a') await styleAJourney(run, styleAJourneyClient(run, credentials));
    else await styleBJourney(run, styleBJourneyClient(run, credentials), target);
  } catch (error) {
    stop =
      error instanceof StepFailure
        ? { step: error.step, reason: error.message }
        : { step: recorder.step, reason: error instanceof Error ? error.message : String(error) };
  }
  return {
    baseUrl: target.baseUrl,
    exchanges: recorder.exchanges.map((e) => options.contract.check(e)),
    states: run.states,
    stop,
  };
}

/**
 * `card-issuance-mock conform`: the style's journey against the deployment, each answer checked against
 * the contract; with `compare`, the same journey in a fresh sandbox of a running mock (made through the
 * control client, deleted after) and the differences between the two.
 *
 * @example
 * const report = await runConform({ style: 'b', target, contract, deadlineMs: 60_000, readOnly: false });
 * process.exitCode = report.drift ? 1 : 0;
 */
export async function runConform(options: ConformOptions): Promise<ConformReport> {
  options.log?.(`Style ${options.style.toUpperCase()} at ${options.target.baseUrl}`);
  const target = await runJourney(options);
  let mock: ConformReport['mock'];
  let differences: Difference[] = [];
  if (options.compare) {
    const sandbox = await createSandbox({
      url: options.compare.controlUrl,
      ...(options.compare.token ? { token: options.compare.token } : {}),
      name: 'conform --compare',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    try {
      const { styleA, styleB } = sandbox.config;
      const key = styleA.apiKeys.DEVELOPER;
      const mockTarget: ConformTarget =
        options.style === 'a'
          ? { baseUrl: styleA.baseUrl, clientId: key.clientId, clientSecret: key.clientSecret }
          : {
              baseUrl: styleB.baseUrl,
              clientId: styleB.clientId,
              clientSecret: styleB.clientSecret,
              parentAccountId: styleB.parentAccountId,
              // A read-only run reads the sandbox's seeded sample account where the deployment reads its own.
              accountId: options.target.accountId ? styleB.sampleAccount?.accountId : undefined,
            };
      options.log?.(`Style ${options.style.toUpperCase()} in the mock's sandbox ${sandbox.id}`);
      const { warn: _quiet, ...rest } = options;
      mock = { ...(await runJourney({ ...rest, target: mockTarget })), sandboxId: sandbox.id };
      differences = compareRuns(target, mock);
    } finally {
      await sandbox.delete().catch(() => undefined);
    }
  }
  const problems = target.exchanges.some((e) => e.problems.length > 0);
  const states = target.states.some((state) => !state.ok);
  const drift = problems || states || target.stop !== undefined || differences.length > 0;
  return { style: options.style, target, mock, differences, drift };
}
