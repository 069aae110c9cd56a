import type { CheckedExchange, ConformStyle, Exchange } from './exchange';
import { createSpecSchemas, type OpenApiSpec } from './spec-schemas';

type Json = Record<string, unknown>;

export type { OpenApiSpec } from './spec-schemas';

/** Style A's token calls answer the OAuth shape unwrapped (DECISIONS.md A-25), every other success `{data}`. */
const UNWRAPPED_A = new Set([
  'POST /v1/oauth/token',
  'POST /v1/auth/login',
  'POST /v1/invites/{token}/accept',
]);

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
  const schemas = createSpecSchemas(`style-${style}`, spec);
  return {
    templateOf: (path) => schemas.templateOf(path),
    check(exchange) {
      const template = schemas.templateOf(exchange.path);
      const code = envelopeCode(style, exchange.body);
      const operation = `${exchange.method} ${template ?? exchange.path}`;
      const op = template ? schemas.operation(exchange.method, template) : undefined;
      if (!template || !op) {
        return { ...exchange, operation, code, problems: [`${operation} is not an operation of the spec`] };
      }
      const listed = (op['x-error-codes'] ?? []) as string[];
      const problems = [
        ...envelopeProblems(style, operation, exchange),
        ...codeProblems(exchange.status, code, schemas.errorCodes, listed),
        ...schemas.responseProblems(exchange.method, template, exchange.status, exchange.body),
      ];
      return { ...exchange, operation, code, problems };
    },
  };
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

function codeProblems(
  status: number,
  code: string | undefined,
  catalogue: ReadonlySet<string>,
  listed: string[],
) {
  if (status < 400) return [];
  if (code === undefined) return ['code: an error answers no code'];
  const problems: string[] = [];
  if (catalogue.size > 0 && !catalogue.has(code)) problems.push(`code: ${code} is not in the catalogue`);
  if (listed.length > 0 && !listed.map(String).includes(code))
    problems.push(`code: ${code} is not listed for this operation (x-error-codes)`);
  return problems;
}
