import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { orgIds } from '../../../test/support/style-a-applicants';
import { asRole, issuedCard } from '../../../test/support/style-a-cards';
import { callA } from '../../../test/support/style-a-journey';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import type { OrganizationRecord } from '../../domain/organizations';

let mock: Mock;
afterEach(() => mock?.close());

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

interface Envelope {
  algorithm: string;
  encryptedKey: string;
  iv: string;
  authTag: string;
  ciphertext: string;
  expiresIn: number;
}

function decrypt(envelope: Envelope): Record<string, unknown> {
  const key = privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(envelope.encryptedKey, 'base64'),
  );
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(envelope.authTag, 'base64'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

const reveal = (role: Parameters<typeof asRole>[1], cardId: string, body: unknown) =>
  asRole(mock, role, 'POST', `/v1/cards/${cardId}/payment-details`, body);

describe('Style A card reveal, Method 2', () => {
  it('answers an envelope that only the caller can open, fresh every time and never cached', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock);
    const first = await reveal('DEVELOPER', card.id, { encryption: { public_key_pem: publicKey } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const envelope = first.body.data as Envelope;
    expect(envelope).toMatchObject({ algorithm: 'RSA_OAEP_SHA256_AES_256_GCM', expiresIn: 60 });
    const plain = decrypt(envelope);
    expect(plain).toMatchObject({ cardId: card.id, lastFour: card.last_four });
    expect(String(plain.pan).endsWith(String(card.last_four))).toBe(true);
    expect(String(plain.cvv)).toMatch(/^\d{3}$/);
    const second = (await reveal('DEVELOPER', card.id, { encryption: { public_key_pem: publicKey } })).body
      .data as Envelope;
    expect(second.iv).not.toBe(envelope.iv);
    expect(second.encryptedKey).not.toBe(envelope.encryptedKey);
    expect(JSON.stringify(await asRole(mock, 'DEVELOPER', 'GET', `/v1/cards/${card.id}`))).not.toContain(
      String(plain.pan),
    );
  });

  it('refuses a bad key with INVALID_REQUEST, a read-only role with 403, and an organization without PCI reveal with 403', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock);
    const bad = await reveal('DEVELOPER', card.id, { encryption: { public_key_pem: 'not a key' } });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect((await reveal('DEVELOPER', card.id, {})).status).toBe(400);
    expect((await reveal('SUPPORT', card.id, { encryption: { public_key_pem: publicKey } })).status).toBe(
      403,
    );
    const organizations = mock.ctx.storage.collection<OrganizationRecord>('a.organizations');
    const child = organizations.get(orgIds(mock).child);
    if (child) organizations.put(child.id, { ...child, pciRevealEnabled: false });
    const disabled = await reveal('DEVELOPER', card.id, { encryption: { public_key_pem: publicKey } });
    expect(disabled).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    expect(
      (await reveal('DEVELOPER', 'card_unknown', { encryption: { public_key_pem: publicKey } })).status,
    ).toBe(404);
  });
});

describe('POST /v1/webhooks', () => {
  it('checks the payload, then answers 501 NOT_IMPLEMENTED', async () => {
    mock = testMock();
    const ok = await asRole(mock, 'ORG_ADMIN', 'POST', '/v1/webhooks', {
      url: 'https://hooks.example.test/a',
      events: ['card.activated'],
    });
    expect(ok).toMatchObject({ status: 501, body: { error: { code: 'NOT_IMPLEMENTED' } } });
    const bad = await asRole(mock, 'ORG_ADMIN', 'POST', '/v1/webhooks', {
      url: 'https://hooks.example.test/a',
      events: ['card.exploded'],
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(
      (
        await asRole(mock, 'DEVELOPER', 'POST', '/v1/webhooks', {
          url: 'https://x.example.test',
          events: ['card.frozen'],
        })
      ).status,
    ).toBe(403);
    expect((await callA(mock, 'POST', '/v1/webhooks', {})).status).toBe(401);
  });
});
