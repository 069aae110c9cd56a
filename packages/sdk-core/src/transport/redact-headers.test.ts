import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders } from './redact-headers';

describe('redactHeaders', () => {
  it('hides both styles access tokens and cookies, and keeps the rest', () => {
    const headers = new Headers({
      'X-Access-Token': 'secret-token',
      Authorization: 'Bearer secret',
      Cookie: 'a=b',
      'Idempotency-Key': 'k',
    });
    expect(redactHeaders(headers)).toEqual({
      'x-access-token': REDACTED,
      authorization: REDACTED,
      cookie: REDACTED,
      'idempotency-key': 'k',
    });
  });
});
