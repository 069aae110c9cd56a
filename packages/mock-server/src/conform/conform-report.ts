import type { ConformReport, ConformRun } from './run-conform';

/** One line of `conform --json`: a checked answer, an early stop, a difference, and last the summary. */
export type ConformLine =
  | {
      type: 'check';
      run: 'target' | 'mock';
      step: string;
      operation: string;
      status: number;
      code: string | null;
      ok: boolean;
      problems: string[];
    }
  | { type: 'stop'; run: 'target' | 'mock'; step: string; reason: string }
  | { type: 'state'; run: 'target' | 'mock'; step: string; expectation: string; ok: boolean; seen: string }
  | {
      type: 'difference';
      step: string;
      operation: string;
      kind: string;
      field: string | null;
      here: string;
      mock: string;
    }
  | {
      type: 'summary';
      style: string;
      baseUrl: string;
      checks: number;
      failed: number;
      statesFailed: number;
      differences: number;
      stoppedAt: string | null;
      mockSandbox: string | null;
      drift: boolean;
    };

function runLines(run: ConformRun, which: 'target' | 'mock'): ConformLine[] {
  const checks: ConformLine[] = run.exchanges.map((e) => ({
    type: 'check',
    run: which,
    step: e.step,
    operation: e.operation,
    status: e.status,
    code: e.code ?? null,
    ok: e.problems.length === 0,
    problems: e.problems,
  }));
  const states = run.states.map((state): ConformLine => ({ type: 'state', run: which, ...state }));
  return [...checks, ...states, ...(run.stop ? [{ type: 'stop' as const, run: which, ...run.stop }] : [])];
}

/**
 * The report as lines, in order: the deployment's checks (and its stop), the mock's when compared, the
 * differences, then one summary.
 *
 * @example
 * for (const line of conformLines(report)) console.log(JSON.stringify(line));
 */
export function conformLines(report: ConformReport): ConformLine[] {
  const { target, mock } = report;
  return [
    ...runLines(target, 'target'),
    ...(mock ? runLines(mock, 'mock') : []),
    ...report.differences.map(
      (d): ConformLine => ({
        type: 'difference',
        step: d.step,
        operation: d.operation,
        kind: d.kind,
        field: d.field ?? null,
        here: d.here,
        mock: d.mock,
      }),
    ),
    {
      type: 'summary',
      style: report.style,
      baseUrl: target.baseUrl,
      checks: target.exchanges.length,
      failed: target.exchanges.filter((e) => e.problems.length > 0).length,
      statesFailed: target.states.filter((state) => !state.ok).length,
      differences: report.differences.length,
      stoppedAt: target.stop?.step ?? null,
      mockSandbox: mock?.sandboxId ?? null,
      drift: report.drift,
    },
  ];
}

const table = (rows: string[][]): string[] => {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
};

function runTable(title: string, run: ConformRun): string[] {
  const rows = [['STEP', 'OPERATION', 'STATUS', 'CODE', 'RESULT']];
  for (const e of run.exchanges) {
    rows.push([
      e.step,
      e.operation,
      String(e.status),
      e.code ?? '-',
      e.problems.length === 0 ? 'ok' : 'DRIFT',
    ]);
  }
  const problems = run.exchanges.flatMap((e) =>
    e.problems.map((p) => `  ${e.operation} (${e.step}) ${e.status}: ${p}`),
  );
  const states = run.states
    .filter((state) => !state.ok)
    .map((state) => `  ${state.step}: ${state.expectation}; it answered ${state.seen}`);
  return [
    title,
    ...table(rows),
    ...(problems.length > 0 ? ['', 'Problems:', ...problems] : []),
    ...(states.length > 0 ? ['', 'State not as expected:', ...states] : []),
    ...(run.stop ? ['', `Stopped at ${run.stop.step}: ${run.stop.reason}`] : []),
  ];
}

/**
 * The report for people: a table of the checked answers, the problems, and the differences from the mock.
 *
 * @example
 * console.log(conformTable(report));
 */
export function conformTable(report: ConformReport): string {
  const lines = runTable(`Style ${report.style.toUpperCase()} at ${report.target.baseUrl}`, report.target);
  if (report.mock) {
    lines.push('', ...runTable(`The mock (sandbox ${report.mock.sandboxId})`, report.mock));
    const rows = [['STEP', 'OPERATION', 'DIFFERENCE', 'HERE', 'MOCK']];
    for (const d of report.differences) {
      rows.push([d.step, d.operation, d.field ? `${d.kind} of ${d.field}` : d.kind, d.here, d.mock]);
    }
    lines.push(
      '',
      report.differences.length === 0 ? 'No differences from the mock.' : 'Differences from the mock:',
    );
    if (report.differences.length > 0) lines.push(...table(rows));
  }
  lines.push('', conformVerdict(report));
  return lines.join('\n');
}

/** The last line for people: OK, or what drifted. */
function conformVerdict(report: ConformReport): string {
  const { target, mock } = report;
  if (!report.drift) {
    return `OK: ${target.exchanges.length} answers match the contract${mock ? ' and the mock' : ''}`;
  }
  const failed = target.exchanges.filter((e) => e.problems.length > 0).length;
  const states = target.states.filter((state) => !state.ok).length;
  const stop = target.stop ? `, stopped at ${target.stop.step}` : '';
  return `DRIFT: ${failed} of ${target.exchanges.length} answers off the contract, ${states} state checks failed, ${report.differences.length} differences${stop}`;
}
