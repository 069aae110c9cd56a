import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const specPath = fileURLToPath(new URL('../../../../specs/style-b.openapi.yaml', import.meta.url));
const spec = parse(readFileSync(specPath, 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'style-b');

const templates = Object.keys(spec.paths as Json).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literal: !template.includes('{'),
}));

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The spec's path template for a concrete path; literal paths win over templated ones, as in the router. */
export function templateOf(path: string): string | undefined {
  const matches = templates.filter((t) => t.pattern.test(path));
  return (matches.find((t) => t.literal) ?? matches[0])?.template;
}

/**
 * Checks one Style B response against specs/style-b.openapi.yaml: the status must be documented for the
 * operation and the JSON body must validate against its schema. Answers a list of problems (empty: valid).
 *
 * @example
 * expect(contractProblems('POST', '/v1/budgets', 200, body)).toEqual([]);
 */
export function contractProblems(method: string, path: string, status: number, body: unknown): string[] {
  const template = templateOf(path);
  if (!template) {
    // An unknown endpoint must still answer the error envelope, with 40499 (interface-spec.md 7.2).
    const envelope = ajv.getSchema('style-b#/components/schemas/ErrorEnvelope');
    const ok = status === 404 && (body as Json).code === '40499' && envelope?.(body) === true;
    return ok ? [] : [`${method} ${path}: not in the spec, and not a 404 40499 error envelope`];
  }
  const operation = (spec.paths as Record<string, Json>)[template]?.[method.toLowerCase()] as
    | Json
    | undefined;
  if (!operation) return [`${method} ${template}: no such operation in the spec`];
  const responses = operation.responses as Json;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
  if (!key) return [`${method} ${template}: status ${status} is not documented`];
  let response = responses[key] as Json;
  let base = `style-b#/${pointer('paths', template, method.toLowerCase(), 'responses', key)}`;
  if (typeof response.$ref === 'string') {
    base = `style-b${response.$ref}`;
    response = ajv.getSchema(base)?.schema as Json;
  }
  if (!(response.content as Json | undefined)?.['application/json']) return [];
  const validate = ajv.getSchema(`${base}/${pointer('content', 'application/json', 'schema')}`);
  if (!validate) return [`${method} ${template} ${status}: schema not found`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${method} ${template} ${status}: ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
  );
}
