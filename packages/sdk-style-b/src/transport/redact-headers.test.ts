import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders } from './redact-headers';

describe('redactHeaders', () => {
  it('hides the access token and keeps the rest', () => {
    const headers = new Headers({ 'X-Access-Token': 'secret-token', 'Idempotency-Key': 'k' });
    expect(redactHeaders(headers)).toEqual({ 'x-access-token': REDACTED, 'idempotency-key': 'k' });
  });
});
