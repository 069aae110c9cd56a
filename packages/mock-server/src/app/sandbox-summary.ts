import { decodeCursor, encodeCursor } from '../control/control-cursor';
import { CONTROL_FACE } from '../control/control-face';
import { isDomainError } from '../domain';
import { refusalResponse } from '../http';
import type { SandboxEntry, SandboxInput, SandboxRegistry } from './sandbox-registry';

/**
 * What `POST /_mock/sandboxes` and `GET /_mock/sandboxes` show of a sandbox: no credentials in the list,
 * its own control URL, and when it expires unless it serves a request before.
 *
 * @example
 * sandboxSummary(entry, 'http://127.0.0.1:4010', registry.idleTtlMs).controlUrl; // '.../sandboxes/sbx_1/_mock'
 */
export function sandboxSummary(entry: SandboxEntry, origin: string, idleTtlMs: number) {
  return {
    id: entry.id,
    name: entry.name,
    controlUrl: `${origin}/sandboxes/${entry.id}/_mock`,
    createdAt: new Date(entry.createdAt).toISOString(),
    expiresAt: new Date(entry.lastUsedAt + idleTtlMs).toISOString(),
  };
}

/**
 * The mock's own control API's sandbox routes (`POST` and `GET /_mock/sandboxes`): a new sandbox answers
 * as `GET /_mock/config` does for it, plus its summary. `registry` is read at each call: the mock's own
 * sandbox is opened before the registry exists.
 *
 * @example
 * openSandbox({ ..., control: { sandboxes: sandboxRoutes(() => registry, () => origin) } });
 */
export function sandboxRoutes(registry: () => SandboxRegistry, origin: () => string) {
  return {
    create(input: SandboxInput) {
      let entry: SandboxEntry;
      try {
        entry = registry().create(input);
      } catch (error) {
        if (isDomainError(error)) throw error;
        // Its file could not be written (disk full, an I/O error): the registry kept nothing of it.
        console.error(
          `a sandbox could not be created: ${(error as Error).message} (disk full or I/O error); nothing of it was kept`,
        );
        return refusalResponse(CONTROL_FACE, {
          kind: 'unavailable',
          message:
            'the sandbox could not be saved (disk full or I/O error); nothing of it was kept, retry later',
          retryAfterSeconds: 1,
        });
      }
      return { ...entry.sandbox.config(), ...sandboxSummary(entry, origin(), registry().idleTtlMs) };
    },
    list({ limit, cursor }: { limit: number; cursor?: string | undefined }) {
      const page = registry().page(decodeCursor(cursor), limit);
      return {
        items: page.items.map((entry) => sandboxSummary(entry, origin(), registry().idleTtlMs)),
        nextCursor: encodeCursor(page.next),
      };
    },
  };
}
