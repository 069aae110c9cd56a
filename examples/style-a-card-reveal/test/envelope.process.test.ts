import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createMock, type Mock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import { createStyleAClient, type StyleAClient } from '@card-issuance/sdk-style-a';
import { generateRevealKeyPair } from '@card-issuance/sdk-style-a/reveal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCard } from '../src/issue-card.ts';
import { openEnvelope } from '../src/open-envelope.ts';
import { maskedCard, revealWithEnvelope } from '../src/reveal-envelope.ts';
import { connectSandbox, type Sandbox } from '../src/sandbox.ts';

// The envelope reveal in Node against the mock served over HTTP, as `pnpm start` runs it.
let mock: Mock;
let server: ListeningMock;
let controlUrl = '';
let sandbox: Sandbox;
let client: StyleAClient;

beforeAll(async () => {
  mock = createMock();
  server = await listen(mock, { port: 0 });
  controlUrl = `${server.origin}/_mock`;
  sandbox = await connectSandbox(controlUrl);
  client = createStyleAClient(sandbox.styleA);
});

afterAll(async () => {
  await server?.close();
  mock?.close();
});

/** The Luhn check digit rule every real card number follows. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (const [i, char] of [...digits].reverse().entries()) {
    const d = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

describe('Style A reveal by envelope', () => {
  it('issues a card with the SDK and decrypts its number, CVV and expiry in Node', async () => {
    const card = await issueCard(client, sandbox);
    expect(card).toMatchObject({ type: 'VIRTUAL', status: 'ACTIVE' });

    const details = await revealWithEnvelope(client, card.id);
    expect(details.cardId).toBe(card.id);
    expect(details.pan).toMatch(/^\d{12,19}$/);
    expect(luhnValid(details.pan)).toBe(true);
    expect(details.pan.startsWith(card.bin)).toBe(true);
    expect(details.pan.endsWith(card.last_four)).toBe(true);
    expect(details).toMatchObject({ bin: card.bin, lastFour: card.last_four });
    expect(details.cvv).toMatch(/^\d{3,4}$/);
    expect([details.expMonth, details.expYear]).toEqual([card.exp_month, card.exp_year]);

    const masked = maskedCard(details);
    expect(masked).toBe(
      `•••• •••• •••• ${card.last_four}  ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
    );
    expect(masked).not.toContain(details.pan.slice(0, 6));

    // Every reveal is a new key and a new envelope, for the same card.
    expect(await revealWithEnvelope(client, card.id)).toEqual(details);
  });

  it('opens the envelope by hand with Web Crypto as the SDK does, and rejects an altered tag', async () => {
    const card = await issueCard(client, sandbox);
    const { publicKeyPem, privateKey } = await generateRevealKeyPair();
    const envelope = await client.cards.createPaymentDetails(card.id, {
      encryption: { public_key_pem: publicKeyPem },
    });
    expect(envelope).toMatchObject({ algorithm: 'RSA_OAEP_SHA256_AES_256_GCM', expiresIn: 60 });
    expect(await openEnvelope(envelope, privateKey)).toEqual(await revealWithEnvelope(client, card.id));

    const tag = Uint8Array.from(atob(envelope.authTag), (c) => c.charCodeAt(0));
    tag[0] = (tag[0] ?? 0) ^ 1;
    const altered = { ...envelope, authTag: btoa(String.fromCharCode(...tag)) };
    await expect(openEnvelope(altered, privateKey)).rejects.toThrow();
  });

  it('runs as `pnpm start`: prints the masked card, never the number, and serves the widget page', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        join(import.meta.dirname, '../../run-from-sources.ts'),
        join(import.meta.dirname, '../src/main.ts'),
      ],
      {
        env: { ...process.env, MOCK_URL: controlUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    try {
      const lines: string[] = [];
      for await (const line of createInterface({ input: child.stdout })) {
        lines.push(line);
        if (line.startsWith('Widget: open ')) break;
      }
      const cardId = /^Issued card (\S+) /.exec(lines[0] ?? '')?.[1] ?? '';
      const card = await client.cards.get(cardId);
      const { pan, cvv } = await revealWithEnvelope(client, cardId);
      expect(lines[1]).toBe(
        `Envelope: ${maskedCard({ lastFour: card.last_four, expMonth: card.exp_month, expYear: card.exp_year })}  (full number and CVV decrypted in memory, not printed)`,
      );
      expect(lines.join('\n')).not.toContain(pan);
      expect(lines.join('\n')).not.toMatch(new RegExp(`\\b${cvv}\\b`));

      const pageUrl = /^Widget: open (\S+) /.exec(lines[2] ?? '')?.[1] ?? '';
      expect(await (await fetch(pageUrl)).text()).toContain('<div id="card"></div>');
      const token = await (await fetch(new URL('/api/card/secure-details', pageUrl))).json();
      expect(token).toMatchObject({ card_id: cardId, expires_in: 300 });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});
