import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../app';
import {
  STYLE_A_TRY_IT_SCHEME,
  STYLE_B_TRY_IT_STEPS,
  tryItAuthentication,
  tryItSecurity,
} from './try-it-auth';

const ORIGIN = 'http://127.0.0.1:50123';
let mock: Mock;
afterEach(() => mock?.close());

const document = (scheme: string) => ({
  openapi: '3.1.0',
  security: [{ [scheme]: [] }],
  components: { securitySchemes: { [scheme]: { type: 'apiKey', description: 'Own words.' } } },
});

describe('tryItSecurity and tryItAuthentication', () => {
  it('Style A: a client-credentials scheme on the served token URL, offered first, filled with the RESELLER_ADMIN key', () => {
    mock = createMock();
    const config = mock.config(ORIGIN);
    const served = tryItSecurity('style-a', document('bearerAuth'), config) as {
      security: unknown[];
      components: { securitySchemes: Record<string, { flows?: unknown }> };
    };
    expect(served.security).toEqual([{ [STYLE_A_TRY_IT_SCHEME]: [] }, { bearerAuth: [] }]);
    expect(served.components.securitySchemes[STYLE_A_TRY_IT_SCHEME]?.flows).toEqual({
      clientCredentials: {
        tokenUrl: `${ORIGIN}/style-a/v1/oauth/token`,
        scopes: {},
        'x-scalar-credentials-location': 'body',
      },
    });
    expect(served.components.securitySchemes.bearerAuth).toEqual(
      document('bearerAuth').components.securitySchemes.bearerAuth,
    );
    const { clientId, clientSecret } = mock.seeded.styleA.apiKeys.RESELLER_ADMIN;
    expect(
      tryItAuthentication(config).securitySchemes[STYLE_A_TRY_IT_SCHEME].flows.clientCredentials,
    ).toEqual({
      'x-scalar-client-id': clientId,
      clientSecret,
    });
  });

  it('the live tokens go to the schemes that send them: Style A as both bearer schemes, Style B as the header', () => {
    mock = createMock();
    const { securitySchemes } = tryItAuthentication(mock.config(ORIGIN), { styleA: 'jwt', styleB: 'tok' });
    expect(securitySchemes[STYLE_A_TRY_IT_SCHEME].flows.clientCredentials).toMatchObject({ token: 'jwt' });
    expect(securitySchemes).toMatchObject({ bearerAuth: { token: 'jwt' }, accessToken: { value: 'tok' } });
    // Without tokens (a sandbox that could not issue them), nothing but the Style A key is filled in.
    expect(Object.keys(tryItAuthentication(mock.config(ORIGIN)).securitySchemes)).toEqual([
      STYLE_A_TRY_IT_SCHEME,
    ]);
  });

  it('Style B: the accessToken scheme says how to get a token here, before its own words; others unchanged', () => {
    mock = createMock();
    const config = mock.config(ORIGIN);
    const served = tryItSecurity('style-b', document('accessToken'), config) as ReturnType<typeof document>;
    expect(served.components.securitySchemes.accessToken?.description).toBe(
      `${STYLE_B_TRY_IT_STEPS}\n\nOwn words.`,
    );
    const control = document('controlToken');
    expect(tryItSecurity('mock-control', control, config)).toBe(control);
  });
});
