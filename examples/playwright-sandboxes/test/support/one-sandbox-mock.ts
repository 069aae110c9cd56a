import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A front of a running mock that hands out one sandbox to whoever asks for one. */
export interface OneSandboxMock {
  /** What `CARD_ISSUANCE_MOCK_URL` names for the suite. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A stand-in for the mock at `CARD_ISSUANCE_MOCK_URL` that answers every `POST /_mock/sandboxes` with the
 * same sandbox, made once on the real mock at `origin`, and forwards every other request there: the
 * fixture of `@card-issuance/mock-server/playwright` then gives every worker that one sandbox, as a
 * fixture without isolation would. Its URLs are the real mock's, so the tests talk to it directly.
 *
 * @example
 * const front = await startOneSandboxMock(mock.origin);
 * // spawn `playwright test` with CARD_ISSUANCE_MOCK_URL=front.origin
 */
export async function startOneSandboxMock(origin: string): Promise<OneSandboxMock> {
  let shared: Promise<{ status: number; body: string }> | undefined;
  const createOnce = () => {
    shared ??= fetch(`${origin}/_mock/sandboxes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'shared' }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
    return shared;
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer =
      request.method === 'POST' && request.url === '/_mock/sandboxes'
        ? await createOnce()
        : await fetch(`${origin}${request.url}`, {
            method: request.method ?? 'GET',
            headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
            ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
          }).then(async (r) => ({ status: r.status, body: await r.text() }));
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
