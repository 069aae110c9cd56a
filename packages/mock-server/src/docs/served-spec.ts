import type { OpenApiDocument } from './docs-assets';
import { COMPONENT_PARAMETER, type LiveValues } from './live-values';

type Server = { url: string } & Record<string, unknown>;
type Json = Record<string, unknown>;

/**
 * Optional parameters whose example can never work against this mock, so the served spec drops it: a
 * cursor of another listing, a filter naming a record the mock does not hold (Style A's `applicant_id`),
 * unless a live value names one.
 */
const OPAQUE_PARAMETERS = new Set(['cursor', 'applicant_id']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An example value with every field named in `live` set to the live value, at any depth. */
function liveExample(value: unknown, live: LiveValues): unknown {
  if (Array.isArray(value)) return value.map((item) => liveExample(item, live));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      Object.hasOwn(live, key) && typeof item === 'string' ? live[key] : liveExample(item, live),
    ]),
  );
}

/** A schema (or parameter) given the live value as its example and default. */
function withLive(node: Json, value: string): Json {
  const { examples: _examples, ...rest } = node;
  return { ...rest, example: value, default: value };
}

/**
 * The document with `live` in place of the spec's example values: parameters and schema properties named
 * in `live` get it as `example` and `default` (a parameter's schema too), so do parameter components
 * named `#/components/parameters/<name>` in `live`, and every `example` /
 * `examples[].value` has its fields of those names replaced, so "try it" is filled in with what works.
 */
function withLiveValues(node: unknown, live: LiveValues): unknown {
  if (Array.isArray(node)) return node.map((item) => withLiveValues(item, live));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example') out[key] = liveExample(value, live);
    else if (key === 'examples' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, example]) => [
          name,
          isObject(example) && 'value' in example
            ? { ...example, value: liveExample(example.value, live) }
            : example,
        ]),
      );
    } else if (key === 'parameters' && isObject(value)) {
      // `components.parameters`: a live value may name a component (`#/components/parameters/CardId`),
      // for path parameters that share a name (Style A's `id`) but not what they name.
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, parameter]) => {
          const own = live[`${COMPONENT_PARAMETER}${name}`];
          const walked = withLiveValues(parameter, live);
          if (own === undefined || !isObject(walked)) return [name, walked];
          const schema = isObject(walked.schema) ? { schema: withLive(walked.schema, own) } : {};
          return [name, { ...withLive(walked, own), ...schema }];
        }),
      );
    } else if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => {
          const own = live[name];
          const walked = withLiveValues(schema, live);
          return [name, own !== undefined && isObject(walked) ? withLive(walked, own) : walked];
        }),
      );
    } else out[key] = withLiveValues(value, live);
  }
  const isParameter = typeof node.name === 'string' && typeof node.in === 'string';
  const opaque = OPAQUE_PARAMETERS.has(node.name as string) && live[node.name as string] === undefined;
  if (isParameter && node.required !== true && opaque) {
    // A cursor names a page of this mock's own listing: the spec's example is unknown here (400), and
    // Scalar sends an optional parameter's example.
    const { example: _example, examples: _examples, ...rest } = out;
    return rest;
  }
  const parameter = isParameter ? live[node.name as string] : undefined;
  if (parameter === undefined) return out;
  const schema = isObject(out.schema) ? { schema: withLive(out.schema, parameter) } : {};
  return { ...withLive(out, parameter), ...schema };
}

/**
 * A spec as this mock serves it: the same document with each server's origin replaced by the address the
 * mock serves (DECISIONS.md G-27), and, with `live`, this mock's credentials and ids as the examples and
 * defaults (G-65), so "try it" calls reach this mock and its first Send works.
 *
 * @example
 * servedSpec(styleB, 'http://127.0.0.1:53817').servers; // [{ url: 'http://127.0.0.1:53817/style-b', ... }, ...]
 * servedSpec(styleB, origin, liveValues('style-b', mock.config()));
 */
export function servedSpec(
  document: OpenApiDocument,
  origin: string,
  live: LiveValues = {},
): OpenApiDocument {
  const servers = Array.isArray(document.servers) ? (document.servers as Server[]) : [];
  const { servers: _servers, ...rest } = document;
  const walked = Object.keys(live).length === 0 ? rest : (withLiveValues(rest, live) as Json);
  return {
    ...walked,
    servers: servers.map((server) => ({ ...server, url: `${origin}${new URL(server.url).pathname}` })),
  };
}
