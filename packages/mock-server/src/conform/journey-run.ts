import type { Recorder } from './recording-fetch';

/** Why a journey stopped before its end: the step and what went wrong. */
export interface JourneyStop {
  step: string;
  reason: string;
}

/**
 * What the journey expects of the service's state after a step (the card it froze reads FROZEN, the
 * account it registered is found by its email): a stateless stub answers every call validly but fails these.
 */
export interface StateCheck {
  step: string;
  expectation: string;
  ok: boolean;
  /** What the answer showed instead, when not ok. */
  seen: string;
}

/** Options of {@link JourneyRun}. */
export interface JourneyRunOptions {
  recorder: Recorder;
  /** The longest wait for a decision (KYC, a cardholder), in ms. */
  deadlineMs: number;
  /** Only the reads and the token calls. */
  readOnly: boolean;
  /** Progress lines for people (stderr). */
  log?: (line: string) => void;
  /** Waits `ms`; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
  /** The first wait between two polls, grown by half each time up to {@link MAX_POLL_MS}. */
  firstPollMs?: number;
}

/** The longest wait between two polls of a decision. */
const MAX_POLL_MS = 5_000;

/** A step the journey could not take: its answer failed or lacked what the next steps need. */
export class StepFailure extends Error {
  constructor(
    readonly step: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'StepFailure';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One run of a scripted journey: each step is named (its requests are recorded under that name), a
 * failing step stops the journey, and decisions are waited for by polling a read until a deadline.
 *
 * @example
 * const run = new JourneyRun({ recorder, deadlineMs: 60_000, readOnly: false });
 * const card = await run.step('cards.issue', () => client.cards.issue(params));
 */
export class JourneyRun {
  readonly states: StateCheck[] = [];

  constructor(readonly options: JourneyRunOptions) {}

  /** Records whether the state after `step` is what the journey expects; the journey goes on either way. */
  expect(step: string, expectation: string, actual: unknown, expected: unknown): void {
    const ok = actual === expected;
    this.states.push({ step, expectation, ok, seen: ok ? '' : (JSON.stringify(actual) ?? 'undefined') });
  }

  /** Runs `call` as step `name`; its failure becomes a {@link StepFailure} naming the step. */
  async step<T>(name: string, call: () => Promise<T>): Promise<T> {
    this.options.recorder.step = name;
    this.options.log?.(`  ${name}`);
    try {
      return await call();
    } catch (error) {
      if (error instanceof StepFailure) throw error;
      throw new StepFailure(name, describe(error));
    }
  }

  /**
   * Polls `read` (step `name`) until `decided` says the answer is final, then answers it; past the
   * deadline, a {@link StepFailure} with the last state seen.
   */
  async poll<T>(
    name: string,
    read: () => Promise<T>,
    decided: (value: T) => boolean,
    shown: (value: T) => string,
  ) {
    const sleep = this.options.sleep ?? realSleep;
    const started = Date.now();
    let wait = this.options.firstPollMs ?? 250;
    for (;;) {
      const value = await this.step(name, read);
      if (decided(value)) return value;
      const left = this.options.deadlineMs - (Date.now() - started);
      if (left <= 0) {
        throw new StepFailure(
          name,
          `no decision within --deadline ${this.options.deadlineMs / 1000} s (last: ${shown(value)})`,
        );
      }
      await sleep(Math.min(wait, left));
      wait = Math.min(Math.round(wait * 1.5), MAX_POLL_MS);
    }
  }
}

/**
 * `value`, or a {@link StepFailure} of `step` saying which field the answer lacked.
 *
 * @example
 * const accountId = need('accounts.register', account.accountId, 'accountId');
 */
export function need<T>(step: string, value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || value === '') {
    throw new StepFailure(step, `the answer has no ${field}, which the next steps need`);
  }
  return value;
}

function describe(error: unknown): string {
  const api = error as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof api.status === 'number')
    return `HTTP ${api.status} ${String(api.code ?? '')}: ${String(api.message ?? '')}`.trim();
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
