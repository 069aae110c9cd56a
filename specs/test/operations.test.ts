import { describe, expect, it } from 'vitest';
import { type DocumentedOperation, styleAOperations, styleBOperations } from './interface-operations';
import {
  allOperations,
  deref,
  findField,
  type Json,
  loadSpec,
  operation,
  parameters,
  requestSchema,
  successSchema,
} from './load-spec';

const table: DocumentedOperation[] = [...styleBOperations, ...styleAOperations];
const label = (d: DocumentedOperation) =>
  `style ${d.style.toUpperCase()} ${d.method} ${d.path} (${d.source})`;

function param(d: DocumentedOperation, location: 'query' | 'header', name: string): Json | undefined {
  const spec = loadSpec(d.style);
  const op = operation(spec, d.method, d.path);
  if (!op) return undefined;
  return parameters(spec, d.path, op).find(
    (p) => p.in === location && String(p.name).toLowerCase() === name.toLowerCase(),
  );
}

describe.each(table.map((d) => [label(d), d] as const))('%s', (_, d) => {
  const spec = loadSpec(d.style);
  const op = operation(spec, d.method, d.path);

  it('is in the spec', () => {
    expect(op, `${d.method} ${d.path} missing`).toBeDefined();
  });

  for (const field of d.body ?? []) {
    it(`requires body field ${field}`, () => {
      expect(findField(spec, requestSchema(spec, op ?? {}), field)).toEqual({ exists: true, required: true });
    });
  }

  for (const field of d.optionalBody ?? []) {
    it(`has optional body field ${field}`, () => {
      expect(findField(spec, requestSchema(spec, op ?? {}), field)).toEqual({
        exists: true,
        required: false,
      });
    });
  }

  for (const name of d.query ?? []) {
    it(`requires query parameter ${name}`, () => {
      expect(param(d, 'query', name)?.required).toBe(true);
    });
  }

  for (const name of d.optionalQuery ?? []) {
    it(`has optional query parameter ${name}`, () => {
      const p = param(d, 'query', name);
      expect(p).toBeDefined();
      expect(p?.required ?? false).toBe(false);
    });
  }

  for (const name of d.headers ?? []) {
    it(`requires header ${name}`, () => {
      expect(param(d, 'header', name)?.required).toBe(true);
    });
  }

  for (const name of d.optionalHeaders ?? []) {
    it(`has optional header ${name}`, () => {
      const p = param(d, 'header', name);
      expect(p).toBeDefined();
      expect(p?.required ?? false).toBe(false);
    });
  }

  for (const field of d.response ?? []) {
    it(`documents response field ${field}`, () => {
      expect(findField(spec, successSchema(spec, op ?? {}), field).exists).toBe(true);
    });
  }

  it(d.public ? 'takes no credentials' : 'requires credentials', () => {
    const security = (op?.security ?? spec.security) as unknown[] | undefined;
    if (d.public) expect(security).toEqual([]);
    else expect(security?.length ?? 0).toBeGreaterThan(0);
  });

  it(d.deprecated ? 'is deprecated' : 'is not deprecated', () => {
    expect(op?.deprecated ?? false).toBe(d.deprecated ?? false);
  });
});

describe.each(['a', 'b'] as const)('style %s document', (style) => {
  const spec = loadSpec(style);
  const documented = table.filter((d) => d.style === style);
  const ops = allOperations(spec);

  it('has no operation the table does not know (keep the table complete)', () => {
    const known = new Set(documented.map((d) => `${d.method} ${d.path}`));
    const extra = ops
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .filter((k) => !known.has(k));
    expect(extra).toEqual([]);
  });

  it('puts a request-id header on every response', () => {
    const missing: string[] = [];
    for (const { method, path, op } of ops) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const headers = (deref(spec, response).headers ?? {}) as Json;
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'request-id')) {
          missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has an example on every request body and every response body', () => {
    const missing: string[] = [];
    const hasExample = (media: Json | undefined) =>
      media !== undefined && (media.example !== undefined || media.examples !== undefined);
    for (const { method, path, op } of ops) {
      if (op.requestBody) {
        const content = deref(spec, op.requestBody).content as Json;
        if (!hasExample(content['application/json'] as Json)) missing.push(`${method} ${path} request`);
      }
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const content = deref(spec, response).content as Json | undefined;
        if (content && !hasExample(content['application/json'] as Json)) {
          missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents 401 on every authenticated operation', () => {
    const missing = ops
      .filter(({ op }) => ((op.security ?? spec.security) as unknown[]).length > 0)
      .filter(({ op }) => !('401' in (op.responses as Json)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});

it('style B has exactly the 28 operations of parts 4.1 and 4.2', () => {
  expect(styleBOperations).toHaveLength(28);
  expect(allOperations(loadSpec('b'))).toHaveLength(28);
});
