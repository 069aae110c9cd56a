import { describe, expect, it } from 'vitest';
import {
  isSecretName,
  REDACT_DEPTH_LIMIT,
  REDACTED,
  redactBody,
  redactHeader,
  redactHeaders,
  redactJson,
  redactQuery,
} from './redact-secrets';

const CARD = '4111111111111111';

describe('the redaction of what the request log keeps', () => {
  it('names as secret the card data, credentials and envelope parts of both styles, and nothing else', () => {
    const secret = [
      'clientSecret',
      'client_secret',
      'productionClientSecret',
      'webhookSecret',
      'accessToken',
      'access_token',
      'refreshToken',
      'veritasShareToken',
      'share_token',
      'token',
      'password',
      'newPassword',
      'cvv',
      'CVC',
      'pan',
      'cardNumber',
      'card_number',
      'pin',
      'apiKey',
      'x-api-key',
      'ciphertext',
      'encryptedKey',
      'authTag',
      'privateKey',
    ];
    const plain = [
      'clientId',
      'maskedCardNumber',
      'token_type',
      'expiresIn',
      'code',
      'cardId',
      'last4',
      'iv',
    ];
    expect(secret.filter((name) => !isSecretName(name))).toEqual([]);
    expect(plain.filter(isSecretName)).toEqual([]);
  });

  it('redacts credential headers, keeping an Authorization scheme, and masks card numbers in the others', () => {
    expect(redactHeader('Authorization', 'Bearer eyJhbGciOi.x.y')).toBe('Bearer [REDACTED]');
    expect(redactHeader('authorization', 'Basic a2V5OnNlY3JldA==')).toBe('Basic [REDACTED]');
    expect(redactHeader('authorization', 'opaque')).toBe(REDACTED);
    expect(redactHeader('x-access-token', 'sbx_1.abc')).toBe(REDACTED);
    expect(redactHeader('cookie', 'sid=1')).toBe(REDACTED);
    expect(redactHeader('x-card', CARD)).toBe('************1111');
    expect(redactHeaders(new Headers({ 'content-type': 'application/json', 'x-access-token': 't' }))).toEqual(
      [
        { name: 'content-type', value: 'application/json' },
        { name: 'x-access-token', value: REDACTED },
      ],
    );
  });

  it('redacts secret fields at any depth, whatever their type, and masks card numbers elsewhere', () => {
    expect(
      redactJson({
        code: 0,
        data: {
          accessToken: 'abc',
          secrets: [{ cvv: 123, pan: CARD }],
          note: `card ${CARD}`,
          nested: { clientSecret: { any: 'shape' } },
          maskedCardNumber: '************1111',
        },
      }),
    ).toEqual({
      code: 0,
      data: {
        accessToken: REDACTED,
        secrets: [{ cvv: REDACTED, pan: REDACTED }],
        note: 'card ************1111',
        nested: { clientSecret: REDACTED },
        maskedCardNumber: '************1111',
      },
    });
  });

  it('redacts secret query parameters by name', () => {
    expect(redactQuery(`?token=abc&limit=5&q=${CARD}`)).toEqual([
      { name: 'token', value: REDACTED },
      { name: 'limit', value: '5' },
      { name: 'q', value: '************1111' },
    ]);
  });

  it('keeps JSON and form bodies redacted, and leaves out every other kind with the reason', () => {
    expect(redactBody('{"client_secret":"s","n":1}', 'application/json; charset=utf-8')).toEqual({
      text: '{"client_secret":"[REDACTED]","n":1}',
    });
    expect(redactBody('{"cvv":"1"}', 'application/problem+json')).toEqual({ text: '{"cvv":"[REDACTED]"}' });
    expect(redactBody('grant_type=x&client_secret=s', 'application/x-www-form-urlencoded')).toEqual({
      text: 'grant_type=x&client_secret=%5BREDACTED%5D',
    });
    expect(redactBody('', 'application/json')).toEqual({ text: '' });
    expect(redactBody('{"cvv":"123"', 'application/json')).toEqual({
      omitted: expect.stringMatching(/^not valid JSON/),
    });
    expect(redactBody(`<dd>${CARD}</dd><dd>123</dd>`, 'text/html')).toEqual({
      omitted: expect.stringMatching(/^a text\/html body is not kept/),
    });
    expect(redactBody('x', '')).toEqual({ omitted: expect.stringMatching(/^an untyped body is not kept/) });
    // Nested past the walk's depth: left out, never a stack overflow.
    const deep = `${'{"a":'.repeat(10_000)}{"cvv":"123"}${'}'.repeat(10_000)}`;
    expect(redactBody(deep, 'application/json')).toEqual({
      omitted: `nested deeper than ${REDACT_DEPTH_LIMIT} levels, so not kept`,
    });
    const shallow = `${'['.repeat(REDACT_DEPTH_LIMIT - 1)}{"cvv":"1"}${']'.repeat(REDACT_DEPTH_LIMIT - 1)}`;
    expect(redactBody(shallow, 'application/json')).toEqual({ text: shallow.replace('"1"', '"[REDACTED]"') });
  });
});
