import { SourceNotAllowedError } from '../errors/source-not-allowed-error';
import { inRange, parseCidr } from './cidr';
import { clientAddress, type RequestOrigin } from './client-address';

/**
 * The ranges production deliveries come from (interface spec part 6.1).
 *
 * @example
 * createFetchWebhookHandler({ style: 'b', secret, onEvent, sourceAllowlist: { ranges: PRODUCTION_SOURCE_RANGES } });
 */
export const PRODUCTION_SOURCE_RANGES: readonly string[] = Object.freeze(['47.88.0.0/16', '47.89.0.0/16']);

/** Which source addresses a handler accepts, checked before any signature work. Off unless given. */
export interface SourceAllowlistOptions {
  /** IPv4 CIDR ranges. @default PRODUCTION_SOURCE_RANGES */
  ranges?: readonly string[];
  /**
   * How many proxies you run in front of the handler (each adds one `X-Forwarded-For` hop). With 0 the
   * header is ignored and the socket's peer is the source. @default 0
   */
  trustedProxies?: number;
}

/**
 * Builds the check once (ranges parsed up front, so a bad range fails at start-up): it answers the client
 * address when it is allowed and throws {@link SourceNotAllowedError} saying why when it is not.
 *
 * @example
 * const check = createSourceCheck({ trustedProxies: 1 });
 * check({ remoteAddress: '10.0.0.2', forwardedFor: '47.88.1.2' }); // '47.88.1.2'
 */
export function createSourceCheck(options: SourceAllowlistOptions = {}): (origin: RequestOrigin) => string {
  const ranges = (options.ranges ?? PRODUCTION_SOURCE_RANGES).map(parseCidr);
  const trustedProxies = options.trustedProxies ?? 0;
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0) {
    throw new TypeError('source allowlist: trustedProxies must be a whole number, 0 or more');
  }
  return (origin) => {
    const address = clientAddress(origin, trustedProxies);
    if (address === undefined) {
      throw new SourceNotAllowedError(
        trustedProxies === 0
          ? 'the runtime did not give the peer address'
          : `X-Forwarded-For has fewer hops than the ${trustedProxies} trusted proxies`,
      );
    }
    if (!ranges.some((range) => inRange(address, range))) {
      throw new SourceNotAllowedError(`${address.slice(0, 64)} is outside the allowed ranges`);
    }
    return address;
  };
}

const checks = new WeakMap<SourceAllowlistOptions, (origin: RequestOrigin) => string>();

/**
 * The check of an options object, built once and kept (adapters call it when created, so a bad range
 * throws at start-up, not on the first delivery).
 *
 * @example
 * sourceCheckFor(options.sourceAllowlist)({ remoteAddress, forwardedFor });
 */
export function sourceCheckFor(options: SourceAllowlistOptions): (origin: RequestOrigin) => string {
  let check = checks.get(options);
  if (!check) {
    check = createSourceCheck(options);
    checks.set(options, check);
  }
  return check;
}
