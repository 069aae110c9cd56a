import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** An OpenAPI 3.1 document, parsed. */
export type OpenApiSpec = Json;

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** One spec's paths and response schemas, compiled with ajv (JSON Schema 2020-12) on first use. */
export interface SpecSchemas {
  /** The spec's path template of a concrete path; literal paths win over templated ones, as in routers. */
  templateOf(path: string): string | undefined;
  /** The operation object of `method` on `template`, if the spec has it. */
  operation(method: string, template: string): Json | undefined;
  /**
   * What is wrong with an answer of the operation: a status it does not document, or each way the JSON
   * body breaks the response schema of that status (none for a documented answer without JSON).
   */
  responseProblems(method: string, template: string, status: number, body: unknown): string[];
  /** Whether `value` is valid against `#/components/schemas/<name>`. */
  validates(name: string, value: unknown): boolean;
  /** The values of `#/components/schemas/ErrorCode`, the error catalogue (empty when it has none). */
  readonly errorCodes: ReadonlySet<string>;
}

/**
 * The response schemas of `spec`, registered under `id`: the one place that reads a spec's paths and
 * validates answers against them (the drift check and the mock's own contract tests).
 *
 * @example
 * const schemas = createSpecSchemas('style-b', spec);
 * schemas.responseProblems('GET', '/v1/budgets/{budgetId}', 200, body); // []
 */
export function createSpecSchemas(id: string, spec: OpenApiSpec): SpecSchemas {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(spec, id);
  const paths = (spec.paths ?? {}) as Record<string, Json>;
  const templates = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));
  const schemas = ((spec.components as Json | undefined)?.schemas ?? {}) as Json;
  const operation = (method: string, template: string) =>
    paths[template]?.[method.toLowerCase()] as Json | undefined;
  return {
    templateOf(path) {
      const matches = templates.filter((t) => t.pattern.test(path));
      return (matches.find((t) => t.literal) ?? matches[0])?.template;
    },
    operation,
    responseProblems(method, template, status, body) {
      const responses = (operation(method, template)?.responses ?? {}) as Json;
      const key =
        String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
      if (!key) return [`status ${status} is not documented`];
      const validate = responseValidator(ajv, id, responses[key] as Json, [
        'paths',
        template,
        method.toLowerCase(),
        'responses',
        key,
      ]);
      if (!validate || validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `schema: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
      );
    },
    validates: (name, value) => ajv.getSchema(`${id}#/components/schemas/${name}`)?.(value) === true,
    errorCodes: new Set(((schemas.ErrorCode as Json | undefined)?.enum ?? []) as string[]),
  };
}

/** The validator of a response's JSON body (following a `$ref` to components), or none without JSON. */
function responseValidator(
  ajv: Ajv2020,
  id: string,
  response: Json,
  at: string[],
): ValidateFunction | undefined {
  let base = `${id}#/${pointer(...at)}`;
  let resolved = response;
  if (typeof response.$ref === 'string') {
    base = `${id}${response.$ref}`;
    resolved = (ajv.getSchema(base)?.schema ?? {}) as Json;
  }
  if (!(resolved.content as Json | undefined)?.['application/json']) return undefined;
  return ajv.getSchema(`${base}/${pointer('content', 'application/json', 'schema')}`);
}
