import { callJson, JourneyError, type JourneyTarget, styleAToken, styleBToken } from '../../testing';
import { CliError } from './cli-error';
import { fillTemplates, type TemplateScope } from './fixture-templates';
import type { FixtureStep, FixturesFile } from './fixtures-file';

/** The auth a step gets when it names none: from the face its path starts with. */
function defaultAuth(path: string): string {
  if (path.startsWith('/style-b-production/')) return 'style-b-production';
  if (path.startsWith('/style-b/')) return 'style-b';
  if (path.startsWith('/style-a/')) return 'style-a';
  return 'none';
}

/** Signs in once per kind of auth with the sandbox credentials of `/_mock/config`, so a file holds no secrets. */
function authenticator(target: JourneyTarget & { config: { styleB: Record<string, string> } }) {
  const tokens = new Map<string, Promise<Record<string, string>>>();
  const signIn = async (auth: string): Promise<Record<string, string>> => {
    const b = target.config.styleB;
    if (auth === 'style-b') return { 'x-access-token': await styleBToken(target) };
    if (auth === 'style-b-production') {
      const production = {
        ...b,
        baseUrl: b.productionBaseUrl,
        clientId: b.productionClientId,
        clientSecret: b.productionClientSecret,
      };
      return {
        'x-access-token': await styleBToken({
          ...target,
          config: { ...target.config, styleB: production } as JourneyTarget['config'],
        }),
      };
    }
    const role = auth.split(':')[1] ?? 'DEVELOPER';
    return { authorization: `Bearer ${await styleAToken(target, role)}` };
  };
  return (auth: string): Promise<Record<string, string>> => {
    if (auth === 'none') return Promise.resolve({});
    const cached = tokens.get(auth) ?? signIn(auth);
    tokens.set(auth, cached);
    return cached;
  };
}

/** What one step of a fixture file did: a line of `fixtures` (text), or one JSON line with `--json`. */
export interface FixtureStepReport {
  step: string;
  /** 1-based, of `total`. */
  index: number;
  total: number;
  method: string;
  /** The path called, its placeholders filled (as written when they could not be). */
  path: string;
  ok: boolean;
  ms: number;
  /** The HTTP status of a refusal; absent on success (a 2xx), null when no answer came. */
  status?: number | null;
  /** The parsed answer, null when there was none. */
  answer: unknown;
}

/**
 * The text line of one step report: `[2/12] kyc: POST /style-b/v1/accounts/…/kyc ok (12 ms)`.
 *
 * @example
 * runFixtures(target, origin, file, (step) => console.error(stepLine(step)));
 */
export function stepLine(report: FixtureStepReport): string {
  const label = `[${report.index}/${report.total}] ${report.step}`;
  return report.ok
    ? `${label}: ${report.method} ${report.path} ok (${report.ms} ms)`
    : `${label}: ${report.method} ${report.path} FAILED`;
}

/**
 * Runs the steps of a fixture file in order against the mock at `origin`, each with the values of the
 * earlier ones, reporting each step as it ends; answers every step's answer by name. A step that cannot be
 * filled or that the mock refuses is reported, then a {@link CliError} naming it, with the answer.
 *
 * @example
 * const answers = await runFixtures(target, 'http://127.0.0.1:4010', file, (step) => console.log(stepLine(step)));
 */
export async function runFixtures(
  target: JourneyTarget,
  origin: string,
  file: FixturesFile,
  report: (step: FixtureStepReport) => void,
): Promise<TemplateScope> {
  const scope: TemplateScope = { config: target.config };
  const auth = authenticator(target as Parameters<typeof authenticator>[0]);
  const total = file.fixtures.length;
  for (const [index, step] of file.fixtures.entries()) {
    const started = performance.now();
    const facts = { step: step.name, index: index + 1, total, method: step.method };
    const ms = () => Math.round(performance.now() - started);
    let path = step.path;
    try {
      path = String(fillTemplates(step.path, scope));
      const kind = step.auth ?? defaultAuth(path);
      const headers = {
        ...(await auth(kind)),
        ...(fillTemplates(step.headers ?? {}, scope) as Record<string, string>),
      };
      // Style B wants an Idempotency-Key on its creations; a fresh one per step unless the file gives one.
      const keyed = kind.startsWith('style-b') && step.method === 'POST';
      if (keyed && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'))
        headers['Idempotency-Key'] = crypto.randomUUID();
      const body = step.body === undefined ? undefined : fillTemplates(step.body, scope);
      const answer = await callJson(target.fetch, step.name, step.method, `${origin}${path}`, body, headers);
      scope[step.name] = answer;
      report({ ...facts, path, ok: true, ms: ms(), answer });
    } catch (error) {
      const answered = error instanceof JourneyError && error.step === step.name;
      report({
        ...facts,
        path,
        ok: false,
        ms: ms(),
        status: answered ? error.status : null,
        answer: answered ? error.body : null,
      });
      throw new CliError(failure(step, index, total, error));
    }
  }
  return scope;
}

function failure(step: FixtureStep, index: number, total: number, error: unknown): string {
  const which = `step "${step.name}" (${index + 1} of ${total})`;
  if (error instanceof JourneyError && error.step === step.name)
    return `${which} failed: ${step.method} ${step.path} answered HTTP ${error.status} ${JSON.stringify(error.body)}`;
  if (error instanceof JourneyError)
    return `${which} failed to sign in (${error.step}): HTTP ${error.status} ${JSON.stringify(error.body)}`;
  return `${which} failed: ${(error as Error).message}`;
}
