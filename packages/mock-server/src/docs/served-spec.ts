import type { OpenApiDocument } from './docs-assets';

type Server = { url: string } & Record<string, unknown>;

/**
 * A spec as this mock serves it: the same document with each server's origin replaced by the address the
 * mock serves (DECISIONS.md G-27), paths and descriptions kept, so "try it" calls reach this mock.
 *
 * @example
 * servedSpec(styleB, 'http://127.0.0.1:53817').servers; // [{ url: 'http://127.0.0.1:53817/style-b', ... }, ...]
 */
export function servedSpec(document: OpenApiDocument, origin: string): OpenApiDocument {
  const servers = Array.isArray(document.servers) ? (document.servers as Server[]) : [];
  return {
    ...document,
    servers: servers.map((server) => ({ ...server, url: `${origin}${new URL(server.url).pathname}` })),
  };
}
