import { describe, expect, test } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  test('replaces every query value and keeps the names', () => {
    expect(redactUrl('https://api.test/v1/accounts?email=ann%40x.test&pageNum=2')).toBe(
      'https://api.test/v1/accounts?email=[REDACTED]&pageNum=[REDACTED]',
    );
  });
  test('leaves a URL without a query as it is and drops a fragment', () => {
    expect(redactUrl('https://api.test/v1/cards/card_1')).toBe('https://api.test/v1/cards/card_1');
    expect(redactUrl('https://api.test/v1/cards?#x')).toBe('https://api.test/v1/cards');
    expect(redactUrl('https://api.test/v1/x?flag&email=a#frag')).toBe(
      'https://api.test/v1/x?flag&email=[REDACTED]',
    );
  });
});
