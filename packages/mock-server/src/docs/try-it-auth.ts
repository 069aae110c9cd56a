import type { OpenApiDocument } from './docs-assets';
import { DOCS_STYLE_A_ROLE } from './live-values';
import type { MockConfig } from './mock-config';
import type { SpecName } from './spec-names';

/** The security scheme the served Style A spec adds: the client-credentials grant, one click in Scalar. */
export const STYLE_A_TRY_IT_SCHEME = 'clientCredentials';

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** How to get a Style B token in the reference; shown above the scheme's own description. */
export const STYLE_B_TRY_IT_STEPS = `**In this reference** (two steps, values filled in for this mock):
1. *OAuth › Get an authorization code*: **Send**, and copy \`data.code\` from the answer.
2. *OAuth › Exchange an authorization code for an access token*: put that code in the body's \`code\`,
   **Send**, and copy \`data.accessToken\`.
3. Paste it here, as the value of \`x-access-token\`: every later "try it" call carries it.`;

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
        description: `The client-credentials grant of \`POST /v1/oauth/token\`, filled in with this mock's ${DOCS_STYLE_A_ROLE} API key: click Authorize, and every later "try it" call carries the token as \`Authorization: Bearer\`. The same token as the bearerAuth scheme.`,
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
 * Scalar's `authentication` option: the Style A client id and secret of {@link tryItSecurity}'s scheme.
 *
 * @example
 * tryItAuthentication(mock.config()).securitySchemes.clientCredentials;
 */
export function tryItAuthentication(config: MockConfig) {
  const keys = config.styleA.apiKeys as Record<string, { clientId: string; clientSecret: string }>;
  const key = keys[DOCS_STYLE_A_ROLE] ?? Object.values(keys)[0];
  return {
    securitySchemes: {
      [STYLE_A_TRY_IT_SCHEME]: {
        flows: {
          clientCredentials: {
            'x-scalar-client-id': key?.clientId ?? '',
            clientSecret: key?.clientSecret ?? '',
          },
        },
      },
    },
  };
}
