import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { styleBCard } from '../testing';
import { createMock, type Mock } from './create-mock';
import { ownVersion } from './own-version';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

let mock: Mock | undefined;
afterEach(() => mock?.close());

describe('ownVersion', () => {
  it("is the package's own manifest version", () => {
    expect(ownVersion()).toBe(manifest.version);
  });

  it('names that version in the User-Agent of every webhook delivery (E-5)', async () => {
    const agents: string[] = [];
    mock = createMock({
      webhookUrl: 'https://receiver.example.test/hooks',
      webhookFetch: async (_url, init) => {
        agents.push(new Headers(init.headers).get('user-agent') ?? '');
        return new Response(null, { status: 204 });
      },
    });
    await styleBCard({ fetch: mock.fetch, config: mock.config() });
    await mock.idle();
    expect(agents.length).toBeGreaterThan(0);
    expect(new Set(agents)).toEqual(new Set([`card-issuance-mock/${manifest.version}`]));
  });
});
