import type { OpenApiDocument } from './docs-assets';
import { DOCS_STYLE_A_ROLE } from './live-values';
import type { MockConfig } from './mock-config';
import type { SpecName } from './spec-names';

/** The security scheme the served Style A spec adds: the client-credentials grant, one click in Scalar. */
export const STYLE_A_TRY_IT_SCHEME = 'clientCredentials';

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * Live tokens the page starts signed in with, issued by the mock when it serves the page (G-141 in the
 * pending decisions): absent when the sandbox could not issue one.
 */
export interface TryItTokens {
  /** A Style B `x-access-token` of the sandbox program (valid 86 400 s). */
  styleB?: string;
  /** A Style A bearer token of the widest role's key (valid 3 600 s). */
  styleA?: string;
}

/** How the reference signs Style B in; shown above the scheme's own description. */
export const STYLE_B_TRY_IT_STEPS = `**In this reference** the \`x-access-token\` field starts filled in with a token the mock issued
when it served this page, so every "try it" call carries it. It lasts 24 hours on the mock's clock:
reload the page for a fresh one (after a reset, too). To get one by hand, values filled in for this mock:
1. *OAuth › Get an authorization code*: **Send**, and copy \`data.code\` from the answer.
2. *OAuth › Exchange an authorization code for an access token*: put that code in the body's \`code\`,
   **Send**, and paste \`data.accessToken\` here.`;

function withSchemes(document: OpenApiDocument, change: (schemes: Json) => Json): OpenApiDocument {
  const components = objectAt(document.components);
  return {
    ...document,
    components: { ...components, securitySchemes: change(objectAt(components.securitySchemes)) },
  };
}

/**
 * What a served spec adds so that "try it" signs in (DECISIONS.md G-65). Style A: an OAuth 2.0
 * client-credentials scheme on its token URL, offered first, so Scalar's Authorize gets a token with the
 * credentials {@link tryItAuthentication} fills in and sends it as `Authorization: Bearer` on later calls.
 * Style B: its `accessToken` scheme explains the two steps (a token needs a code from step one, which no
 * standard OAuth flow describes).
 *
 * @example
 * tryItSecurity('style-a', document, mock.config()).security; // [{ clientCredentials: [] }, { bearerAuth: [] }]
 */
export function tryItSecurity(
  name: SpecName,
  document: OpenApiDocument,
  config: MockConfig,
): OpenApiDocument {
  if (name === 'style-a') {
    const secured = withSchemes(document, (schemes) => ({
      [STYLE_A_TRY_IT_SCHEME]: {
        type: 'oauth2',
        description: `The client-credentials grant of \`POST /v1/oauth/token\`, filled in with this mock's ${DOCS_STYLE_A_ROLE} API key. The page starts with a token the mock issued when it served the page (valid an hour on the mock's clock): every "try it" call carries it as \`Authorization: Bearer\`. Click Authorize, or reload the page, for a fresh one. The same token as the bearerAuth scheme.`,
        flows: {
          clientCredentials: {
            tokenUrl: `${config.styleA.baseUrl}/v1/oauth/token`,
            scopes: {},
            'x-scalar-credentials-location': 'body',
          },
        },
      },
      ...schemes,
    }));
    const security = Array.isArray(document.security) ? document.security : [];
    return { ...secured, security: [{ [STYLE_A_TRY_IT_SCHEME]: [] }, ...security] };
  }
  if (name === 'style-b') {
    return withSchemes(document, (schemes) => {
      const accessToken = objectAt(schemes.accessToken);
      if (Object.keys(accessToken).length === 0) return schemes;
      const description = typeof accessToken.description === 'string' ? accessToken.description : '';
      return {
        ...schemes,
        accessToken: { ...accessToken, description: `${STYLE_B_TRY_IT_STEPS}\n\n${description}` },
      };
    });
  }
  return document;
}

/**
 * Scalar's `authentication` option: the Style A client id and secret of {@link tryItSecurity}'s scheme,
 * and the live `tokens` the page starts with: Style A's as that scheme's and `bearerAuth`'s token, Style
 * B's as the `accessToken` header's value.
 *
 * @example
 * tryItAuthentication(mock.config(), { styleB: 'tok…' }).securitySchemes.accessToken; // { value: 'tok…' }
 */
export function tryItAuthentication(config: MockConfig, tokens: TryItTokens = {}) {
  const keys = config.styleA.apiKeys as Record<string, { clientId: string; clientSecret: string }>;
  const key = keys[DOCS_STYLE_A_ROLE] ?? Object.values(keys)[0];
  const styleA = tokens.styleA === undefined ? {} : { token: tokens.styleA };
  return {
    securitySchemes: {
      [STYLE_A_TRY_IT_SCHEME]: {
        flows: {
          clientCredentials: {
            'x-scalar-client-id': key?.clientId ?? '',
            clientSecret: key?.clientSecret ?? '',
            ...styleA,
          },
        },
      },
      ...(tokens.styleA === undefined ? {} : { bearerAuth: styleA }),
      ...(tokens.styleB === undefined ? {} : { accessToken: { value: tokens.styleB } }),
    },
  };
}
