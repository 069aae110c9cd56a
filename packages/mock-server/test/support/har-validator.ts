import { createRequire } from 'node:module';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);

/**
 * Checks a document against the HAR 1.2 JSON schema of the `har-schema` package (the one `har-validator`
 * uses), every part of it: the schema is draft-06, so its meta-schema is added; its non-standard keywords
 * (`optional`, `min`) are let through (`strict: false`), as `har-validator` does.
 *
 * @example
 * expect(harErrors(await response.json())).toEqual([]);
 */
export function harErrors(document: unknown): ErrorObject[] {
  validate ??= compile();
  return validate(document) ? [] : [...(validate.errors ?? [])];
}

let validate: ReturnType<Ajv['compile']> | undefined;

function compile(): ReturnType<Ajv['compile']> {
  const schemas = require('har-schema') as Record<string, { $id: string }>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  for (const [name, schema] of Object.entries(schemas)) if (name !== 'har') ajv.addSchema(schema);
  return ajv.compile(schemas.har as object);
}
