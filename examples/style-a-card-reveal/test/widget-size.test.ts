import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createStyleAClient } from '@card-issuance/sdk-style-a';
import { expect, it } from 'vitest';
import { startWidgetServer } from '../src/widget-server.ts';

// The README states the size of the widget module the example serves: measured here, as served.
const README = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');

it('serves /sdk/widget.js within the gzipped size the README states', async () => {
  const stated =
    /`\/sdk\/widget\.js`[^.]*?at most ([\d.]+) KB gzipped|at most ([\d.]+) KB gzipped\)[^.]*?`\/sdk\/widget\.js`/s.exec(
      README,
    );
  const kb = Number(stated?.[1] ?? stated?.[2]);
  expect(kb, 'the README states the size of /sdk/widget.js').toBeGreaterThan(0);
  // No token is asked for: the client is never called.
  const client = createStyleAClient({
    baseUrl: 'http://127.0.0.1:9/style-a',
    clientId: 'k',
    clientSecret: 's',
  });
  const server = await startWidgetServer({ client, cardId: 'card_unused' });
  try {
    const response = await fetch(new URL('/sdk/widget.js', server.url));
    expect(response.status).toBe(200);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(gzipSync(body).length).toBeLessThanOrEqual(kb * 1024);
  } finally {
    await server.close();
  }
});
