import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createSpecSchemas } from '../../src/conform';

type Json = Record<string, unknown>;

/** Checks responses against one OpenAPI document of `specs/`. */
export interface Contract {
  /** The spec's path template for a concrete path; literal paths win over templated ones, as in the router. */
  templateOf(path: string): string | undefined;
  /**
   * Problems of one response (empty: valid): the status must be documented for the operation and the JSON
   * body must validate against its schema. An unknown path must answer `unknown(status, body)`.
   */
  problems(method: string, path: string, status: number, body: unknown): string[];
}

/**
 * Loads `specs/<name>.openapi.yaml` for response checks, through the drift check's one reader of the
 * specs' response schemas (`createSpecSchemas`, src/conform).
 *
 * @example
 * const styleB = loadContract('style-b', (status, body) => status === 404);
 * expect(styleB.problems('POST', '/v1/budgets', 200, body)).toEqual([]);
 */
export function loadContract(
  name: string,
  unknownOk: (status: number, body: Json, validate: (schema: string) => boolean) => boolean,
): Contract {
  const spec = parse(
    readFileSync(fileURLToPath(new URL(`../../../../specs/${name}.openapi.yaml`, import.meta.url)), 'utf8'),
  ) as Json;
  const schemas = createSpecSchemas(name, spec);
  return {
    templateOf: (path) => schemas.templateOf(path),
    problems(method, path, status, body) {
      const template = schemas.templateOf(path);
      if (!template) {
        return unknownOk(status, body as Json, (schema) => schemas.validates(schema, body))
          ? []
          : [`${method} ${path}: not in the spec, and not the documented not-found answer`];
      }
      if (!schemas.operation(method, template))
        return [`${method} ${template}: no such operation in the spec`];
      return schemas
        .responseProblems(method, template, status, body)
        .map((problem) => `${method} ${template} ${status}: ${problem}`);
    },
  };
}

/** Style B: an unknown endpoint must answer 404 with the error envelope and 40499 (specs/style-b.openapi.yaml). */
export const styleBContract = loadContract(
  'style-b',
  (status, body, validate) => status === 404 && body.code === '40499' && validate('ErrorEnvelope'),
);

/** The control API: an unknown operation answers 404 NOT_FOUND in its error envelope. */
export const controlContract = loadContract(
  'mock-control',
  (status, _body, validate) => status === 404 && validate('ErrorEnvelope'),
);

/**
 * Checks one Style B response against specs/style-b.openapi.yaml.
 *
 * @example
 * expect(contractProblems('POST', '/v1/budgets', 200, body)).toEqual([]);
 */
export function contractProblems(method: string, path: string, status: number, body: unknown): string[] {
  return styleBContract.problems(method, path, status, body);
}

/** Style A: an unknown endpoint must answer 404 NOT_FOUND in the error envelope (specs/style-a.openapi.yaml). */
export const styleAContract = loadContract(
  'style-a',
  (status, body, validate) =>
    status === 404 &&
    (body.error as { code?: unknown } | undefined)?.code === 'NOT_FOUND' &&
    validate('ErrorEnvelope'),
);
