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

/**
 * Runs the steps of a fixture file in order against the mock at `origin`, each with the values of the
 * earlier ones, logging one line per step; answers every step's answer by name. A step that cannot be
 * filled or that the mock refuses is a {@link CliError} naming it, with the answer.
 *
 * @example
 * const answers = await runFixtures(target, 'http://127.0.0.1:4010', file, console.log);
 */
export async function runFixtures(
  target: JourneyTarget,
  origin: string,
  file: FixturesFile,
  log: (line: string) => void,
): Promise<TemplateScope> {
  const scope: TemplateScope = { config: target.config };
  const auth = authenticator(target as Parameters<typeof authenticator>[0]);
  const total = file.fixtures.length;
  for (const [index, step] of file.fixtures.entries()) {
    const label = `[${index + 1}/${total}] ${step.name}`;
    const started = performance.now();
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
      scope[step.name] = await callJson(
        target.fetch,
        step.name,
        step.method,
        `${origin}${path}`,
        body,
        headers,
      );
      log(`${label}: ${step.method} ${path} ok (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      log(`${label}: ${step.method} ${path} FAILED`);
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
