import { addressOf, envelopeFaceOf } from '../app/request-address';
import { type PlainResponse, plainRefusal } from '../http';
import { pathOfUrl } from '../http/path-of-url';

/** An IPv4 or IPv6 literal (the latter as it stands between the brackets of a `Host`). */
const IP_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)$/;

/**
 * Whether `host` (an address to bind) is a loopback one: only this machine can reach the mock there.
 *
 * @example
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** The name part of a `Host` header: lower case, without port, brackets or a final dot. */
function hostName(header: string): string {
  const lower = header.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(1, lower.indexOf(']')) : lower.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** Whether `host` (an address to bind) is a wildcard one: the mock then serves every address of the machine. */
function isWildcardHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === '0.0.0.0' || name === '::' || name === '';
}

/**
 * The check of the `Host` header against DNS rebinding (DECISIONS.md G-55), as Vite's `server.allowedHosts`:
 * a request must name an address the mock serves: a loopback name or address, the address it binds, one
 * of `allowedHosts`, or, bound to every address (`0.0.0.0`, `::`), any IP address of the machine (a
 * rebinding page always sends a name, never an IP). Answers the refusal (403, in the envelope of the face
 * the path names) or `undefined`.
 *
 * @example
 * const check = hostCheck('127.0.0.1', ['mock.test']);
 * check('evil.test:4010', 'http://evil.test:4010/_mock/config'); // 403 { error: { code: 'FORBIDDEN', ... } }
 */
export function hostCheck(
  bindHost: string,
  allowedHosts: readonly string[] = [],
): (host: string | undefined, url: string) => PlainResponse | undefined {
  const allowed = new Set(['localhost', ...allowedHosts.map(hostName), hostName(bindHost)]);
  const anyIp = isWildcardHost(bindHost);
  // Every request of a client names the same host: the last one let through is let through at once.
  let lastAllowed: string | undefined;
  return (host, url) => {
    if (host !== undefined && host === lastAllowed) return undefined;
    const name = host === undefined ? '' : hostName(host);
    if (allowed.has(name) || isLoopbackHost(name) || (anyIp && IP_LITERAL.test(name))) {
      lastAllowed = host;
      return undefined;
    }
    const shown = host === undefined ? 'no Host header' : `the host "${host}"`;
    return plainRefusal(envelopeFaceOf(addressOf(pathOfUrl(url))), {
      kind: 'forbidden',
      message:
        `Blocked request: ${shown} is not an address of this mock (DNS rebinding protection). ` +
        `Name it by localhost, 127.0.0.1, [::1] or its --host; to allow ${name === '' ? 'a host name' : `"${name}"`}, ` +
        `start the mock with --allowed-host ${name === '' ? '<name>' : name} (listen(mock, { allowedHosts }))`,
    });
  };
}
