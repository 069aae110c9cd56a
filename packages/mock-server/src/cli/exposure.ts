import { randomBytes } from 'node:crypto';
import { isLoopbackHost } from '../node/allowed-hosts';

/** The control token the CLI starts with, and whether it made it up (DECISIONS.md G-54). */
export interface StartToken {
  token: string | undefined;
  generated: boolean;
}

/**
 * The token given, or, when the mock binds an address other than loopback and none was given, a fresh
 * random one (32 characters of base64url, 192 bits).
 *
 * @example
 * startToken('0.0.0.0', undefined); // { token: 'q3…', generated: true }
 */
export function startToken(host: string, given: string | undefined): StartToken {
  if (given !== undefined || isLoopbackHost(host)) return { token: given, generated: false };
  return { token: randomBytes(24).toString('base64url'), generated: true };
}

/**
 * The stderr lines for a mock bound beyond loopback: what the network can reach, and the generated token
 * (printed this once, nowhere else); `undefined` on loopback.
 *
 * @example
 * console.error(exposureWarning('0.0.0.0', 'http://0.0.0.0:4010', { token, generated: true }));
 */
export function exposureWarning(host: string, origin: string, start: StartToken): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  const lines = [
    `Warning: listening on ${host}: any machine that can reach this one can call both APIs with the sandbox credentials, and, with the control token, the control API (${origin}/_mock: every credential and secret, reset, faults, the clock), the landing page and the dashboard. Use it on a network you trust.`,
  ];
  if (start.generated && start.token !== undefined) {
    lines.push(
      `Control token (generated, shown only now; pass --control-token to choose it): ${start.token}`,
      `  send it as Authorization: Bearer <token>; CLI subcommands take --control-token or $CARD_ISSUANCE_MOCK_CONTROL_TOKEN; dashboard: ${origin}/_mock/dashboard#token=${start.token}`,
    );
  } else {
    lines.push(
      'Control calls need Authorization: Bearer <the --control-token given>; dashboard: /_mock/dashboard#token=<token>',
    );
  }
  return lines.join('\n');
}
