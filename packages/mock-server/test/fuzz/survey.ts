import type { FuzzSession } from './fuzz-session';
import { operationKey } from './request-plan';

/**
 * A survey of a fuzz run (`FUZZ_SURVEY=1`): every failing answer instead of the first, and per operation
 * and variant how the answers were spread, with samples of the errors valid requests got, to see which
 * operations the fuzz reaches in depth.
 *
 * @example
 * const survey = createSurvey();
 * survey.attach(session);
 * process.stdout.write(survey.report());
 */
export function createSurvey() {
  const failures: string[] = [];
  const counts = new Map<string, Record<string, number>>();
  const samples: string[] = [];
  return {
    attach(session: FuzzSession): void {
      session.survey = (failure) => failures.push(failure);
      session.onAnswer = (plan, status, text) => {
        const key = `${operationKey(plan.operation)} ${plan.variant}`;
        const spread = counts.get(key) ?? {};
        const outcome = status < 300 ? 'ok' : `${status}:${/"code":"([^"]+)"/.exec(text)?.[1]}`;
        spread[outcome] = (spread[outcome] ?? 0) + 1;
        counts.set(key, spread);
        if (plan.variant === 'valid' && outcome !== 'ok' && spread[outcome] <= 3) {
          samples.push(`${key} ${outcome}: ${text.slice(0, 160)}`);
        }
      };
    },
    report(): string {
      const kinds = new Map<string, string>();
      for (const failure of failures) {
        const kind = failure.split('\n')[0]?.replace(/[0-9a-f-]{36}|[a-z]+_[a-z0-9]{20}/g, '…') ?? '';
        if (!kinds.has(kind)) kinds.set(kind, failure);
      }
      const spread = [...counts].sort().map(([key, c]) => `${key}: ${JSON.stringify(c)}`);
      return [
        ...spread,
        ...samples.sort(),
        `${failures.length} failing answers, ${kinds.size} kinds`,
        ...kinds.values(),
      ].join('\n');
    },
  };
}
