import type { ScheduledTask } from '../clock';
import type { DomainContext } from '../context';
import { defineCollection } from '../storage';
import type { TraceCause } from '../tracing';

/** Work scheduled on the mock's clock, stored as data so a persistent store can restore it. */
export interface JobRecord {
  id: string;
  kind: string;
  /** Epoch ms at which it runs. */
  at: number;
  /** Plain JSON the job's handler needs (ids, never closures). */
  payload: unknown;
  /** The trace of the work that scheduled it, when it had one: the job's own trace links to it. */
  trace?: TraceCause;
}

/** A kind of job: its name, and what it does with its payload when it falls due. */
export interface JobKind<P> {
  readonly kind: string;
  run(ctx: DomainContext, payload: P): void;
}

/** Pending jobs, removed as they run; `next` numbers them without drawing on the random source. */
export const JOBS = defineCollection<JobRecord>({ name: 'jobs' });
const COUNTER = 'jobs.counter';

// Code, not state: job kinds are declared once by the modules that own them, like routes, so jobs read back
// from storage after a restart find their handler by name.
const kinds = new Map<string, JobKind<unknown>>();

/**
 * Declares a kind of job, once, at module level.
 *
 * @example
 * const expireCard = defineJob<{ cardId: string }>('card.expire', (ctx, { cardId }) => expire(ctx, cardId));
 */
export function defineJob<P>(kind: string, run: (ctx: DomainContext, payload: P) => void): JobKind<P> {
  const job: JobKind<P> = { kind, run };
  kinds.set(kind, job as JobKind<unknown>);
  return job;
}

// The clock's tasks of the pending jobs, per context, so a cancelled job leaves the clock's queue too (one
// job per pending authorization would otherwise keep a task per settled purchase until its due time).
const armed = new WeakMap<DomainContext, Map<string, ScheduledTask>>();

function armedOf(ctx: DomainContext): Map<string, ScheduledTask> {
  let tasks = armed.get(ctx);
  if (!tasks) {
    tasks = new Map();
    armed.set(ctx, tasks);
  }
  return tasks;
}

function arm(ctx: DomainContext, record: JobRecord): void {
  const tasks = armedOf(ctx);
  tasks.get(record.id)?.cancel();
  const task = ctx.clock.schedule(record.at, () => {
    if (tasks.get(record.id) === task) tasks.delete(record.id);
    const jobs = ctx.storage.collection(JOBS);
    // Gone means cancelled, or the storage was reset since; a job runs at most once.
    if (!jobs.get(record.id)) return;
    jobs.delete(record.id);
    const job = kinds.get(record.kind);
    if (!job) throw new Error(`no job kind ${record.kind} is declared`);
    // Work the clock starts is a trace of its own, linked to the one that scheduled it.
    ctx.tracer.scheduled(record.kind, record.trace, () => job.run(ctx, record.payload));
  });
  tasks.set(record.id, task);
}

/**
 * Schedules `job` with `payload` at `at` (epoch ms) on the mock's clock, stored as data; answers its id.
 *
 * @example
 * scheduleJob(ctx, expireCard, Date.UTC(2029, 11, 1), { cardId });
 */
export function scheduleJob<P>(ctx: DomainContext, job: JobKind<P>, at: number, payload: P): string {
  const counters = ctx.storage.collection<{ next: number }>(COUNTER);
  const next = (counters.get('jobs')?.next ?? 0) + 1;
  counters.put('jobs', { next });
  const cause = ctx.tracer.current;
  const record: JobRecord = {
    id: `job_${next}`,
    kind: job.kind,
    at,
    payload,
    ...(cause ? { trace: cause } : {}),
  };
  ctx.storage.collection(JOBS).put(record.id, record);
  arm(ctx, record);
  return record.id;
}

/**
 * Cancels a pending job; answers whether it was pending.
 *
 * @example
 * cancelJob(ctx, jobId);
 */
export function cancelJob(ctx: DomainContext, id: string): boolean {
  const tasks = armedOf(ctx);
  tasks.get(id)?.cancel();
  tasks.delete(id);
  return ctx.storage.collection(JOBS).delete(id);
}

/**
 * Arms every pending job found in storage: after a restore (reset, or a persistent store opened again).
 * Jobs already due run at the clock's next opportunity, in due order.
 *
 * @example
 * ctx.storage.restore(seed);
 * restoreJobs(ctx);
 */
export function restoreJobs(ctx: DomainContext): void {
  for (const record of ctx.storage.collection(JOBS).values()) arm(ctx, record);
}
