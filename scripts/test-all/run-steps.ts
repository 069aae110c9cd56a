import { spawn } from 'node:child_process';

/** One command of `pnpm test`: a quality gate or a vitest run. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  /** The steps that must have ended first (the build before the type checks). */
  after?: string[];
  /** Added to the environment. */
  env?: Record<string, string>;
}

/** How a step ended, and how long it took (wall time). */
export interface StepResult {
  name: string;
  status: number;
  seconds: number;
}

/** Runs `step` to its end, its output kept and printed whole when it ends (steps run side by side). */
function runStep(step: Step, root: string): Promise<StepResult> {
  const started = performance.now();
  console.log(`=== ${step.name}: started ===`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (status: number, error?: string) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n=== ${step.name} (${seconds.toFixed(1)} s) ===`);
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(error);
      resolve({ name: step.name, status, seconds });
    };
    child.once('error', (error) => finish(1, `could not start ${step.command}: ${error.message}`));
    child.once('close', (code) => finish(code ?? 1));
  });
}

/**
 * Runs `steps`, up to `jobs` at once, each once the steps it comes `after` have ended (whatever their
 * outcome: a failed build still lets the type checks report), in the order given otherwise; resolves with
 * every step's result, in the order given.
 *
 * @example
 * const results = await runSteps([{ name: 'build', command: 'pnpm', args: ['run', 'build'] }], root, 2);
 */
export async function runSteps(steps: readonly Step[], root: string, jobs: number): Promise<StepResult[]> {
  const results = new Map<string, StepResult>();
  const waiting = [...steps];
  const running = new Set<Promise<void>>();
  const ready = (step: Step) => (step.after ?? []).every((name) => results.has(name));
  while (waiting.length > 0 || running.size > 0) {
    const next = running.size < jobs ? waiting.findIndex(ready) : -1;
    if (next === -1) {
      if (running.size === 0)
        throw new Error(`no step can start: ${waiting.map((step) => step.name).join(', ')}`);
      await Promise.race(running);
      continue;
    }
    const [step] = waiting.splice(next, 1) as [Step];
    const done: Promise<void> = runStep(step, root).then((result) => {
      results.set(step.name, result);
      running.delete(done);
    });
    running.add(done);
  }
  return steps.map((step) => results.get(step.name) as StepResult);
}
