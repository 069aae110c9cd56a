import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { CheckedExchange, ConformStyle, Exchange } from './exchange';

type Json = Record<string, unknown>;

/** An OpenAPI 3.1 document, parsed. */
export type OpenApiSpec = Json;

/** Style A's token calls answer the OAuth shape unwrapped (DECISIONS.md A-25), every other success `{data}`. */
const UNWRAPPED_A = new Set([
  'POST /v1/oauth/token',
  'POST /v1/auth/login',
  'POST /v1/invites/{token}/accept',
]);

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error code of an answer in the style's envelope: Style B `code`, Style A `error.code`. */
export function envelopeCode(style: ConformStyle, body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const code = style === 'b' ? body.code : isObject(body.error) ? body.error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Checks answers against one style's spec: status, envelope, response schema, error codes. */
export interface ResponseContract {
  /** The spec's path template of a concrete path; literal paths win over templated ones, as in routers. */
  templateOf(path: string): string | undefined;
  /** The exchange with its operation, envelope code and problems (none: it conforms). */
  check(exchange: Exchange): CheckedExchange;
}

/**
 * The response contract of `spec`, the OpenAPI document of Style `style` (`specs/style-<style>.openapi.yaml`):
 * a status the operation does not document, a body outside the style's envelope or the operation's
 * response schema (ajv, JSON Schema 2020-12), and an error code outside the catalogue (`ErrorCode`) or the
 * operation's `x-error-codes` are each a problem.
 *
 * @example
 * const contract = createResponseContract('b', spec);
 * contract.check({ step: 'budgets.create', method: 'POST', path: '/v1/budgets', status: 200, body, contentType: 'application/json' }).problems; // []
 */
export function createResponseContract(style: ConformStyle, spec: OpenApiSpec): ResponseContract {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  const id = `style-${style}`;
  ajv.addSchema(spec, id);
  const paths = (spec.paths ?? {}) as Record<string, Json>;
  const templates = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));
  const catalogue = new Set(
    ((((spec.components as Json | undefined)?.schemas as Json | undefined)?.ErrorCode as Json | undefined)
      ?.enum ?? []) as string[],
  );
  const templateOf = (path: string) => {
    const matches = templates.filter((t) => t.pattern.test(path));
    return (matches.find((t) => t.literal) ?? matches[0])?.template;
  };
  const schemaOf = (template: string, method: string, status: number) =>
    responseSchema(ajv, id, paths, template, method, status);

  return {
    templateOf,
    check(exchange) {
      const template = templateOf(exchange.path);
      const code = envelopeCode(style, exchange.body);
      const operation = `${exchange.method} ${template ?? exchange.path}`;
      const op = template
        ? (paths[template]?.[exchange.method.toLowerCase()] as Json | undefined)
        : undefined;
      if (!op) {
        return { ...exchange, operation, code, problems: [`${operation} is not an operation of the spec`] };
      }
      const problems = [
        ...envelopeProblems(style, operation, exchange),
        ...codeProblems(exchange.status, code, catalogue, (op['x-error-codes'] ?? []) as string[]),
      ];
      const schema = schemaOf(template as string, exchange.method, exchange.status);
      if (schema === 'undocumented') problems.push(`status ${exchange.status} is not documented`);
      else if (schema && !schema(exchange.body)) {
        for (const error of schema.errors ?? []) {
          problems.push(
            `schema: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
          );
        }
      }
      return { ...exchange, operation, code, problems };
    },
  };
}

/** The validator of an operation's answer of `status`, `undefined` for a non-JSON one, or `undocumented`. */
function responseSchema(
  ajv: Ajv2020,
  id: string,
  paths: Record<string, Json>,
  template: string,
  method: string,
  status: number,
): ValidateFunction | undefined | 'undocumented' {
  const operation = (paths[template]?.[method.toLowerCase()] ?? {}) as Json;
  const responses = (operation.responses ?? {}) as Json;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
  if (!key) return 'undocumented';
  let response = responses[key] as Json;
  let base = `${id}#/${pointer('paths', template, method.toLowerCase(), 'responses', key)}`;
  if (typeof response.$ref === 'string') {
    base = `${id}${response.$ref}`;
    response = (ajv.getSchema(base)?.schema ?? {}) as Json;
  }
  if (!(response.content as Json | undefined)?.['application/json']) return undefined;
  return ajv.getSchema(`${base}/${pointer('content', 'application/json', 'schema')}`);
}

function envelopeProblems(style: ConformStyle, operation: string, exchange: Exchange): string[] {
  const { body, status, contentType } = exchange;
  if (!/^application\/(.+\+)?json\b/.test(contentType) && !(style === 'a' && status === 204)) {
    return [`envelope: content-type ${contentType || '(none)'} is not JSON`];
  }
  if (!isObject(body)) return status === 204 ? [] : ['envelope: the body is not a JSON object'];
  const ok = status < 400;
  if (style === 'b') {
    if (typeof body.code !== 'string' || typeof body.message !== 'string')
      return ['envelope: no string code and message ({code, message, data})'];
    return ok && body.code !== '000000' && !/^02001[01]$/.test(body.code)
      ? [`envelope: a success answers code ${body.code}, not 000000`]
      : [];
  }
  if (!ok) return isObject(body.error) ? [] : ['envelope: an error answers no {error: {code, message}}'];
  if (UNWRAPPED_A.has(operation)) return 'access_token' in body ? [] : ['envelope: no access_token'];
  return 'data' in body ? [] : ['envelope: a success answers no {data}'];
}

function codeProblems(status: number, code: string | undefined, catalogue: Set<string>, listed: string[]) {
  if (status < 400) return [];
  if (code === undefined) return ['code: an error answers no code'];
  const problems: string[] = [];
  if (catalogue.size > 0 && !catalogue.has(code)) problems.push(`code: ${code} is not in the catalogue`);
  if (listed.length > 0 && !listed.map(String).includes(code))
    problems.push(`code: ${code} is not listed for this operation (x-error-codes)`);
  return problems;
}
