/** What a request says about where it came from. */
export interface RequestOrigin {
  /** The address of the TCP peer (the socket), when the runtime tells it. */
  remoteAddress: string | null | undefined;
  /** The `X-Forwarded-For` header, several headers joined with `,`. */
  forwardedFor: string | null | undefined;
}

/**
 * The client's address behind `trustedProxies` proxies you run (load balancer, ingress): with 0 the
 * socket's peer, and `X-Forwarded-For` is ignored (anyone can send it); with n, the chain
 * `X-Forwarded-For` + peer read from the right, skipping the n hops your proxies added. `undefined` when
 * the chain is shorter than that, which the allowlist refuses.
 *
 * @example
 * clientAddress({ remoteAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 47.88.1.2' }, 1); // '47.88.1.2'
 */
export function clientAddress(origin: RequestOrigin, trustedProxies: number): string | undefined {
  if (trustedProxies === 0) return origin.remoteAddress ?? undefined;
  const forwarded = (origin.forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // The peer is the nearest proxy; each proxy appended the address it received the request from.
  const chain = [...forwarded, origin.remoteAddress ?? ''];
  const hop = chain[chain.length - 1 - trustedProxies];
  return hop === undefined || hop === '' ? undefined : hop;
}
