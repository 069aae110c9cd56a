import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { declaredQueryValues, dropAbsentOptionals, queryValues } from './zod-input';

const schema = z.object({
  accountId: z.string(),
  pageNum: z.number().int().optional(),
  active: z.boolean().optional(),
  status: z.enum(['ACTIVE', 'FROZEN']).optional(),
  code: z.string(),
});

describe('declaredQueryValues', () => {
  it('reads each declared name alone, typed and with empty optionals left out, as the whole-query path does', () => {
    const queries: Record<string, string>[] = [
      { accountId: 'acc_1', pageNum: '2', active: 'true', status: 'ACTIVE', code: '007' },
      { accountId: '', pageNum: '', active: '', status: '', code: '' },
      { accountId: 'acc_1', pageNum: 'two', active: 'yes', extra: 'ignored' },
      {},
    ];
    for (const query of queries) {
      const whole = dropAbsentOptionals(schema, queryValues(schema, query));
      const declared = declaredQueryValues(schema, (key) => query[key]);
      expect(schema.safeParse(declared)).toEqual(schema.safeParse(whole));
      expect(declared).not.toHaveProperty('extra');
    }
    expect(declaredQueryValues(schema, (key) => ({ pageNum: '2', code: '007' })[key])).toEqual({
      pageNum: 2,
      code: '007',
    });
  });

  it('leaves a schema that takes any name to the whole query', () => {
    expect(declaredQueryValues(z.record(z.string(), z.string()), () => 'x')).toBeUndefined();
  });
});
