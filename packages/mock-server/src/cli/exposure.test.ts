import { describe, expect, it } from 'vitest';
import { exposureWarning, startToken } from './exposure';

describe('a mock bound beyond loopback', () => {
  it('gets a generated token when none is given, and none on loopback', () => {
    const generated = startToken('0.0.0.0', undefined);
    expect(generated.generated).toBe(true);
    expect(generated.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(startToken('0.0.0.0', undefined).token).not.toBe(generated.token);
    expect(startToken('0.0.0.0', 'tok_given_0123456789')).toEqual({
      token: 'tok_given_0123456789',
      generated: false,
    });
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(startToken(host, undefined), host).toEqual({ token: undefined, generated: false });
  });

  it('warns what is exposed, and prints a generated token once, not a given one', () => {
    expect(
      exposureWarning('127.0.0.1', 'http://127.0.0.1:4010', { token: undefined, generated: false }),
    ).toBeUndefined();
    const warning = exposureWarning('0.0.0.0', 'http://0.0.0.0:4010', {
      token: 'tok_made_up_0123456789',
      generated: true,
    });
    expect(warning).toContain('Warning: listening on 0.0.0.0');
    expect(warning).toContain('control API');
    expect(warning).toContain('tok_made_up_0123456789');
    expect(warning).toContain('/_mock/dashboard#token=tok_made_up_0123456789');
    const given = exposureWarning('192.168.1.5', 'http://192.168.1.5:4010', {
      token: 'tok_given_0123456789',
      generated: false,
    });
    expect(given).toContain('Warning: listening on 192.168.1.5');
    expect(given).not.toContain('tok_given_0123456789');
  });
});
