import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Json, loadSpec, operation, type Style } from './load-spec';

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
for (const style of ['a', 'b'] as const) ajv.addSchema(loadSpec(style), `style-${style}`);

function pointer(...parts: string[]): string {
  return parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/**
 * Validates a value against the JSON schema of an operation's request body, as the spec defines it.
 * Answers `true` or the validation errors, so a failing assertion shows why.
 *
 * @example
 * expect(validateRequest('b', 'post', '/v1/budgets', { accountId, name: 'Ops' })).toBe(true);
 */
export function validateRequest(style: Style, method: string, path: string, body: unknown): true | Json[] {
  const spec = loadSpec(style);
  const op = operation(spec, method, path);
  if (!op) throw new Error(`no operation ${method} ${path}`);
  // Compile the schema by pointer (so its $refs resolve inside the document), starting from wherever the
  // requestBody lives: inline on the operation or under components/requestBodies.
  const requestBodyRef = (op.requestBody as Json | undefined)?.$ref;
  const base =
    typeof requestBodyRef === 'string'
      ? `style-${style}${requestBodyRef}`
      : `style-${style}#/${pointer('paths', path, method.toLowerCase(), 'requestBody')}`;
  const validate = ajv.getSchema(`${base}/${pointer('content', 'application/json', 'schema')}`);
  if (!validate) throw new Error(`no JSON schema under ${base}`);
  return validate(body) ? true : ((validate.errors ?? []) as unknown as Json[]);
}
