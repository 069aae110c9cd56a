import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many distinct method + path pairs a face remembers before it forgets them all. */
const MATCHES_KEPT = 1_000;

/** Longer paths are matched every time: a caller cannot make the memory hold 1,000 huge keys. */
const LONGEST_KEPT = 256;

/**
 * Hono's default router (the fastest of RegExp and Trie that takes the face's routes) with the matches of
 * the last paths remembered: a face's routes never change once it serves, and the same method and path
 * always match the same handlers with the same parameters. A Style B face needs the Trie router (its
 * `/v1/accounts/cdd/...` and `/v1/accounts/{accountId}/...` are too alike for the RegExp one), whose
 * match was the largest cost of routing a request (issue 26). Past {@link MATCHES_KEPT} paths (ids in
 * every path) the memory starts again empty, so it never grows with the traffic.
 *
 * @example
 * const app = new Hono({ router: matchCachingRouter() }).basePath('/style-b');
 */
export function matchCachingRouter<T>(
  inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] }),
): Router<T> {
  const matches = new Map<string, Result<T>>();
  return {
    name: `cached ${inner.name}`,
    add: (method, path, handler) => {
      matches.clear();
      inner.add(method, path, handler);
    },
    match(method, path) {
      if (path.length > LONGEST_KEPT) return inner.match(method, path);
      const key = `${method} ${path}`;
      let found = matches.get(key);
      if (found === undefined) {
        if (matches.size >= MATCHES_KEPT) matches.clear();
        found = inner.match(method, path);
        matches.set(key, found);
      }
      return found;
    },
  };
}
