import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/** The input fields of one operation of a spec, dotted for nested body fields (`address.addressLine2`). */
export interface OperationFields {
  /** `METHOD /path` as in the spec. */
  operation: string;
  /** Whether the operation takes an `application/json` request body. */
  hasJsonBody: boolean;
  /** Optional body fields whose type is (or includes) string; enums and formats included. */
  optionalStrings: string[];
  /** Optional body fields of other types (numbers, booleans, arrays, objects). */
  optionalOthers: string[];
  /** Required body fields of any type, nested ones only under required parents. */
  required: string[];
  /** Optional query parameters (every query parameter is a string on the wire). */
  optionalQuery: string[];
  /** Every query parameter the operation documents. */
  query: string[];
}

/**
 * Loads `specs/<name>.openapi.yaml`.
 *
 * @example
 * const spec = loadSpec('style-b');
 */
export function loadSpec(name: string): Json {
  const url = new URL(`../../../../specs/${name}.openapi.yaml`, import.meta.url);
  return parse(readFileSync(fileURLToPath(url), 'utf8')) as Json;
}

/**
 * Every operation of a spec with the fields a request may carry, read from its request body schemas
 * (`$ref`, `allOf`, `oneOf` and `anyOf` followed) and its parameters.
 *
 * @example
 * const fields = operationFields(loadSpec('style-b')).find((o) => o.operation === 'POST /v1/cardholders');
 */
export function operationFields(spec: Json): OperationFields[] {
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
  // `own`: the field is required in its object; `chain`: it and every parent are; `alternative`: it sits
  // in a oneOf / anyOf branch, whose requirements hold for that branch only (so none is listed as required).
  const walk = (
    node: unknown,
    path: string,
    flags: { own: boolean; chain: boolean; alternative: boolean },
    out: { optionalStrings: Set<string>; optionalOthers: Set<string>; required: Set<string> },
  ): void => {
    const schema = resolve(node);
    if (!schema) return;
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = schema[key] as unknown[] | undefined;
      if (!parts) continue;
      for (const part of parts)
        walk(part, path, { ...flags, alternative: flags.alternative || key !== 'allOf' }, out);
      return;
    }
    const types = ([] as unknown[]).concat(schema.type ?? []);
    if (path && flags.chain && !flags.alternative) out.required.add(path);
    if (path && !flags.own && !types.includes('string')) out.optionalOthers.add(path);
    if (types.includes('object') || schema.properties) {
      const names = new Set((schema.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries((schema.properties as Json | undefined) ?? {})) {
        if (resolve(property).readOnly === true) continue;
        const own = names.has(name);
        const child = { own, chain: flags.chain && own, alternative: flags.alternative };
        walk(property, path ? `${path}.${name}` : name, child, out);
      }
      return;
    }
    if (path && !flags.own && types.includes('string')) out.optionalStrings.add(path);
  };

  const result: OperationFields[] = [];
  for (const [path, item] of Object.entries(spec.paths as Json)) {
    for (const [method, value] of Object.entries(item as Json)) {
      const operation = value as Json;
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const out = {
        optionalStrings: new Set<string>(),
        optionalOthers: new Set<string>(),
        required: new Set<string>(),
      };
      const body = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const json = (body?.content as Json | undefined)?.['application/json'] as Json | undefined;
      if (json) walk(json.schema, '', { own: true, chain: true, alternative: false }, out);
      const parameters = [
        ...(((item as Json).parameters as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ]
        .map(resolve)
        .filter((p) => p.in === 'query');
      result.push({
        operation: `${method.toUpperCase()} ${path}`,
        hasJsonBody: json !== undefined,
        optionalStrings: [...out.optionalStrings],
        optionalOthers: [...out.optionalOthers],
        required: [...out.required],
        optionalQuery: parameters.filter((p) => p.required !== true).map((p) => String(p.name)),
        query: parameters.map((p) => String(p.name)),
      });
    }
  }
  return result;
}
