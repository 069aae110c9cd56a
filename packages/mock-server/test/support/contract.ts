import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

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
 * Loads `specs/<name>.openapi.yaml` for response checks.
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
  ajv.addSchema(spec, name);
  const templates = Object.keys(spec.paths as Json).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));
  const templateOf = (path: string) => {
    const matches = templates.filter((t) => t.pattern.test(path));
    return (matches.find((t) => t.literal) ?? matches[0])?.template;
  };
  return {
    templateOf,
    problems(method, path, status, body) {
      const template = templateOf(path);
      if (!template) {
        const validate = (schema: string) =>
          ajv.getSchema(`${name}#/components/schemas/${schema}`)?.(body) === true;
        return unknownOk(status, body as Json, validate)
          ? []
          : [`${method} ${path}: not in the spec, and not the documented not-found answer`];
      }
      const operation = (spec.paths as Record<string, Json>)[template]?.[method.toLowerCase()] as
        | Json
        | undefined;
      if (!operation) return [`${method} ${template}: no such operation in the spec`];
      const responses = operation.responses as Json;
      const key =
        String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
      if (!key) return [`${method} ${template}: status ${status} is not documented`];
      let response = responses[key] as Json;
      let base = `${name}#/${pointer('paths', template, method.toLowerCase(), 'responses', key)}`;
      if (typeof response.$ref === 'string') {
        base = `${name}${response.$ref}`;
        response = ajv.getSchema(base)?.schema as Json;
      }
      if (!(response.content as Json | undefined)?.['application/json']) return [];
      const validate = ajv.getSchema(`${base}/${pointer('content', 'application/json', 'schema')}`);
      if (!validate) return [`${method} ${template} ${status}: schema not found`];
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (e) => `${method} ${template} ${status}: ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
      );
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
