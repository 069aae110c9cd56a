import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A parsed OpenAPI document, loosely typed: the tests walk it as plain JSON. */
export type Json = Record<string, unknown>;

export type Style = 'a' | 'b';

const cache = new Map<Style, Json>();

/**
 * Loads `specs/style-<style>.openapi.yaml` once per test file.
 *
 * @example
 * const spec = loadSpec('b');
 * const op = operation(spec, 'post', '/v1/budget-card');
 */
export function loadSpec(style: Style): Json {
  let spec = cache.get(style);
  if (!spec) {
    const path = fileURLToPath(new URL(`../style-${style}.openapi.yaml`, import.meta.url));
    spec = parse(readFileSync(path, 'utf8')) as Json;
    cache.set(style, spec);
  }
  return spec;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`), repeatedly, to the object it names. */
export function deref(spec: Json, node: unknown): Json {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), spec);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return isObject(current) ? current : {};
}

/** The operation object at `method path`, or undefined. */
export function operation(spec: Json, method: string, path: string): Json | undefined {
  const paths = isObject(spec.paths) ? spec.paths : {};
  const item = paths[path];
  if (!isObject(item)) return undefined;
  const op = item[method.toLowerCase()];
  return isObject(op) ? op : undefined;
}

/** Parameters of an operation (its own and its path item's), dereferenced. */
export function parameters(spec: Json, path: string, op: Json): Json[] {
  const paths = spec.paths as Json;
  const item = paths[path] as Json;
  const all = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
  return all.map((p) => deref(spec, p));
}

/**
 * Flattens a schema's object view: properties and required names merged over `allOf`, and over every
 * branch of `oneOf` / `anyOf` (a field counts as present when any branch has it, and as required when
 * every branch requires it).
 */
export function objectView(
  spec: Json,
  node: unknown,
): { properties: Map<string, unknown>; required: Set<string> } {
  const schema = deref(spec, node);
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  if (isObject(schema.properties)) {
    for (const [name, value] of Object.entries(schema.properties)) properties.set(name, value);
  }
  for (const name of (schema.required as string[] | undefined) ?? []) required.add(name);
  for (const part of (schema.allOf as unknown[] | undefined) ?? []) {
    const view = objectView(spec, part);
    for (const [name, value] of view.properties) properties.set(name, value);
    for (const name of view.required) required.add(name);
  }
  const branches = [...((schema.oneOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])];
  if (branches.length > 0) {
    const views = branches.map((branch) => objectView(spec, branch));
    for (const view of views) for (const [name, value] of view.properties) properties.set(name, value);
    for (const name of views[0]?.required ?? []) {
      if (views.every((view) => view.required.has(name))) required.add(name);
    }
  }
  return { properties, required };
}

/**
 * Looks a dotted field path up in a schema (`data.kyc.status`, `data.list[].id`); `[]` steps into array
 * items. Answers whether it exists and whether every step of it is required.
 */
export function findField(
  spec: Json,
  schema: unknown,
  dotted: string,
): { exists: boolean; required: boolean } {
  let node: unknown = schema;
  let required = true;
  for (const rawStep of dotted.split('.')) {
    const isArray = rawStep.endsWith('[]');
    const step = isArray ? rawStep.slice(0, -2) : rawStep;
    const view = objectView(spec, node);
    if (!view.properties.has(step)) return { exists: false, required: false };
    required &&= view.required.has(step);
    node = view.properties.get(step);
    if (isArray) node = deref(spec, node).items;
  }
  return { exists: true, required };
}

/** The JSON schema of an operation's request body (application/json). */
export function requestSchema(spec: Json, op: Json): unknown {
  const body = deref(spec, op.requestBody);
  const content = body.content as Json | undefined;
  return (content?.['application/json'] as Json | undefined)?.schema;
}

/** The JSON schema of an operation's first 2xx response (application/json). */
export function successSchema(spec: Json, op: Json): unknown {
  const responses = op.responses as Json;
  const status = Object.keys(responses).find((code) => code.startsWith('2'));
  if (!status) return undefined;
  const response = deref(spec, responses[status]);
  const content = response.content as Json | undefined;
  return (content?.['application/json'] as Json | undefined)?.schema;
}

/** Every (method, path, operation) of a document. */
export function allOperations(spec: Json): Array<{ method: string; path: string; op: Json }> {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
  const out: Array<{ method: string; path: string; op: Json }> = [];
  for (const [path, item] of Object.entries((spec.paths as Json) ?? {})) {
    for (const method of methods) {
      const op = (item as Json)[method];
      if (isObject(op)) out.push({ method, path, op });
    }
  }
  return out;
}
