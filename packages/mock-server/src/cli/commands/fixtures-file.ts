import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { CliError } from './cli-error';
import { fixturesPath } from './packaged-fixtures';

/** Names a template can use that are not steps: `${config:...}` and `${uuid}`. */
const RESERVED = new Set(['config', 'uuid']);

const fixtureStep = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a letter, then letters, digits, - or _ (at most 64)'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().startsWith('/', 'starts with /, e.g. /style-b/v1/budgets or /_mock/clock/advance'),
  auth: z
    .string()
    .regex(
      /^(none|style-b|style-b-production|style-a(:[A-Z_]+)?)$/,
      'none, style-b, style-b-production, style-a or style-a:<ROLE>',
    )
    .optional(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
});

/** One call of a fixture file. */
export type FixtureStep = z.infer<typeof fixtureStep>;

/**
 * A fixture file: `{ "fixtures": [step, ...] }`, each step a named call whose strings may use `${step:json.path}`
 * (a value of an earlier step's answer), `${config:json.path}` (`GET /_mock/config`) and `${uuid}`.
 */
export const fixturesFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    description: z.string().optional(),
    fixtures: z.array(fixtureStep).min(1, 'at least one step'),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.fixtures.forEach((step, index) => {
      if (RESERVED.has(step.name) || seen.has(step.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fixtures', index, 'name'],
          message: RESERVED.has(step.name)
            ? `"${step.name}" is reserved`
            : `"${step.name}" names an earlier step too`,
        });
      }
      seen.add(step.name);
    });
  });

/** A validated fixture file. */
export type FixturesFile = z.infer<typeof fixturesFileSchema>;

function where(path: PropertyKey[], input: unknown): string {
  const steps = (input as { fixtures?: Array<{ name?: unknown }> } | null)?.fixtures;
  return path
    .map((key, i) => {
      if (typeof key !== 'number') return `${i === 0 ? '' : '.'}${String(key)}`;
      const name = path[i - 1] === 'fixtures' && Array.isArray(steps) ? steps[key]?.name : undefined;
      return typeof name === 'string' ? `[${key}] ("${name}")` : `[${key}]`;
    })
    .join('');
}

/**
 * Reads and validates a fixture file (a bare name such as `style-b-card` or the README's
 * `fixtures/style-b-card.json` not found here is read from the package's own fixtures); a missing file, bad JSON or a bad shape is a {@link CliError}
 * (exit code 2) naming the file and each field at fault.
 *
 * @example
 * const file = await loadFixturesFile('fixtures/style-b-card.json');
 */
export async function loadFixturesFile(path: string): Promise<FixturesFile> {
  let text: string;
  try {
    text = await readFile(fixturesPath(path), 'utf8');
  } catch (error) {
    throw new CliError(
      `cannot read the fixture file ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      2,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`, 2);
  }
  const parsed = fixturesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `  ${where(issue.path, json) || '(file)'}: ${issue.message}`,
    );
    throw new CliError(`${path} is not a valid fixture file:\n${issues.join('\n')}`, 2);
  }
  return parsed.data;
}
