import { signStyleA } from '../domain/webhooks/signing';
import type { OpenApiDocument } from './docs-assets';
import type { MockConfig } from './mock-config';

type Json = Record<string, unknown>;
type Callback = MockConfig['styleA']['organizations'][number]['callbacks']['kyc'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node with a local `$ref` (`#/components/...`) replaced by what it names; anything else as it is. */
function resolved(document: OpenApiDocument, node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = document;
  for (const part of node.$ref.slice(2).split('/')) {
    target = isObject(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return target;
}

/** The body "try it" sends first: the JSON request body's `example`, else its first `examples` entry. */
function firstBodyExample(document: OpenApiDocument, operation: Json): unknown {
  const body = resolved(document, operation.requestBody);
  const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  if (!isObject(content)) return undefined;
  if (content.example !== undefined) return content.example;
  const first = isObject(content.examples) ? Object.values(content.examples)[0] : undefined;
  const example = resolved(document, first);
  return isObject(example) ? example.value : undefined;
}

/** The operation with its `header` parameter inlined, example and default set to `signature`. */
function withSignature(document: OpenApiDocument, operation: Json, header: string, signature: string): Json {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return {
    ...operation,
    parameters: parameters.map((item) => {
      const parameter = resolved(document, item);
      if (!isObject(parameter) || parameter.in !== 'header' || parameter.name !== header) return item;
      const schema = isObject(parameter.schema)
        ? { ...parameter.schema, example: signature }
        : parameter.schema;
      const { examples: _examples, ...rest } = parameter;
      return { ...rest, schema, example: signature, default: signature };
    }),
  };
}

/** The signature header a callback operation asks for, with the callback configuration that signs it. */
function signerOf(document: OpenApiDocument, operation: Json, callbacks: Callback[]) {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  for (const item of parameters) {
    const parameter = resolved(document, item);
    if (!isObject(parameter) || parameter.in !== 'header') continue;
    const callback = callbacks.find((c) => c.signatureHeader === parameter.name);
    if (callback) return callback;
  }
  return undefined;
}

/**
 * The served Style A spec with each provider callback's signature header filled in for the body "try it"
 * sends (its first example, as compact JSON, live values already in), signed with the organization's own
 * provider secret (G-145), so the first Send of a callback answers 200 rather than 401. The organization is
 * the seeded sample applicant's (the reseller), else the first one.
 *
 * @example
 * const served = await signedCallbacks(servedSpec(styleA, origin, live), mock.config());
 */
export async function signedCallbacks(
  document: OpenApiDocument,
  config: MockConfig,
): Promise<OpenApiDocument> {
  const organizations = config.styleA.organizations;
  const owner =
    organizations.find((o) => o.id === config.styleA.sampleApplicant?.organizationId) ?? organizations[0];
  if (!owner || !isObject(document.paths)) return document;
  const callbacks = Object.values(owner.callbacks);
  const paths: Json = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const post = isObject(item) ? item.post : undefined;
    const callback = isObject(post) ? signerOf(document, post, callbacks) : undefined;
    const body = callback && isObject(post) ? firstBodyExample(document, post) : undefined;
    if (!callback || !isObject(item) || !isObject(post) || body === undefined) {
      paths[path] = item;
      continue;
    }
    const hex = await signStyleA(callback.secret, JSON.stringify(body));
    const signature = callback.signatureFormat.replace('<hex>', hex);
    paths[path] = { ...item, post: withSignature(document, post, callback.signatureHeader, signature) };
  }
  return { ...document, paths };
}
