import { describe, expect, it } from 'vitest';
import { CardWidgetError } from './card-widget-error';
import { mountCardWidget } from './mount-card-widget';
import { checkSecureDetails, type SecureDetails, tokenExpiresAt } from './secure-details';

const DETAILS: SecureDetails = {
  token: 'tok_1',
  expires_in: 300,
  card_id: 'card_1',
  script_url: 'http://127.0.0.1:4010/style-a/widget/v1/card-widget.js',
  iframe_origin: 'http://localhost:4010',
};

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof CardWidgetError ? `${error.code} ${error.message}` : String(error);
  }
};

describe('checkSecureDetails', () => {
  it('accepts the secure-details answer and names the first field that is off', () => {
    expect(codeOf(() => checkSecureDetails(DETAILS))).toBe('ok');
    const broken: Array<[string, unknown]> = [
      ['token', { ...DETAILS, token: '' }],
      ['expires_in', { ...DETAILS, expires_in: '300' }],
      ['script_url', { ...DETAILS, script_url: 'javascript:alert(1)' }],
      ['iframe_origin', { ...DETAILS, iframe_origin: 'http://localhost:4010/frame' }],
      ['token', undefined],
    ];
    for (const [field, details] of broken) {
      expect(codeOf(() => checkSecureDetails(details as SecureDetails))).toMatch(
        new RegExp(`^INVALID_DETAILS INVALID_DETAILS: ${field} is missing or malformed`),
      );
    }
  });
});

describe('tokenExpiresAt', () => {
  it('counts from receivedAt, else from the first time the details were seen', () => {
    expect(tokenExpiresAt(DETAILS, 1_000, 50_000)).toBe(301_000);
    const details = { ...DETAILS };
    expect(tokenExpiresAt(details, undefined, 10_000)).toBe(310_000);
    expect(tokenExpiresAt(details, undefined, 400_000)).toBe(310_000);
  });
});

describe('mountCardWidget outside a browser', () => {
  it('refuses an expired token before anything else, then says it needs a document', async () => {
    const now = () => 1_000_000;
    await expect(mountCardWidget('#card', DETAILS, { receivedAt: 0, now })).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    await expect(mountCardWidget('#card', DETAILS, { now })).rejects.toMatchObject({
      code: 'TARGET_NOT_FOUND',
      message: expect.stringMatching(/runs in a browser/),
    });
  });
});
