import { loadSpec } from '../support/spec-fields';

type Json = Record<string, unknown>;

/** The three faces the fuzz drives, each with its base path and spec. */
export type FaceName = 'style-a' | 'style-b' | 'mock-control';

/** One parameter of an operation, its schema resolved. */
export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Json;
}

/** One operation of a spec, with what a request may carry and what an error may answer. */
export interface SpecOperation {
  face: FaceName;
  method: string;
  /** The path template as in the spec, `{name}` for path parameters. */
  template: string;
  parameters: SpecParameter[];
  /** The `application/json` request body schema, resolved at its top. */
  body: Json | undefined;
  bodyRequired: boolean;
  /** Called without credentials (`security: []`). */
  public: boolean;
  /** `x-error-codes`: every code the operation may answer. */
  errorCodes: ReadonlySet<string>;
  /** The documented response statuses (`default` included when present). */
  statuses: ReadonlySet<string>;
}

/** A spec loaded with a `$ref` resolver and its error catalogue. */
export interface LoadedSpec {
  face: FaceName;
  resolve(node: unknown): Json;
  operations: SpecOperation[];
  /** The `ErrorCode` enum. */
  catalogue: ReadonlySet<string>;
}

/**
 * Loads one of `specs/*.openapi.yaml` and lists its operations with their parameters, body schema and
 * error codes, `$ref`s resolved on the way.
 *
 * @example
 * const { operations, catalogue } = loadOperations('style-b');
 */
export function loadOperations(face: FaceName): LoadedSpec {
  const spec = loadSpec(face);
  const resolve = (node: unknown): Json => {
    let current = node as Json;
    while (current && typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (at, key) => (at as Json)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
          spec,
        ) as Json;
    }
    return current;
  };
  const operations: SpecOperation[] = [];
  for (const [template, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Json;
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const parameters = [
        ...((item.parameters as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ]
        .map(resolve)
        .map((p) => ({
          name: String(p.name),
          in: p.in as SpecParameter['in'],
          required: p.required === true,
          schema: resolve(p.schema),
        }));
      const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const json = (requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
      const security = operation.security as unknown[] | undefined;
      operations.push({
        face,
        method: method.toUpperCase(),
        template,
        parameters,
        body: json ? resolve(json.schema) : undefined,
        bodyRequired: requestBody?.required === true,
        public: Array.isArray(security) && security.length === 0,
        errorCodes: new Set(((operation['x-error-codes'] as unknown[] | undefined) ?? []).map(String)),
        statuses: new Set(Object.keys(operation.responses as Json)),
      });
    }
  }
  const errorCode = resolve((spec.components as Json).schemas as Json).ErrorCode as Json;
  return { face, resolve, operations, catalogue: new Set((errorCode.enum as unknown[]).map(String)) };
}
