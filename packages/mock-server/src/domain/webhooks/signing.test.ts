import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signStyleA, signStyleB, toBase64, toHex } from './signing';

type Json = Record<string, unknown>;

const specs = join(import.meta.dirname, '../../../../../specs');

/** Every webhook example of a spec with the signature its description states under the example secret. */
function signedExamples(name: string): { type: string; example: Json; signature: string }[] {
  const spec = parse(readFileSync(join(specs, `${name}.openapi.yaml`), 'utf8')) as Json;
  return Object.entries(spec.webhooks as Record<string, { post: Json }>).map(([type, { post }]) => {
    const content = (post.requestBody as Json).content as Record<string, { example: Json }>;
    const match = /(?:`Signature` is|signs to) `([^`]+)`/.exec(String(post.description));
    return { type, example: content['application/json']?.example ?? {}, signature: match?.[1] ?? '' };
  });
}

const SAMPLES = [
  '',
  'plain ascii',
  '{"name":"Zoë Ångström","city":"Łódź","note":"価格 ¥500 — ok","emoji":"💳"}',
  JSON.stringify({ memo: 'line\u2028separator\u2029paragraph', euro: '€' }),
];

describe('signStyleB', () => {
  it.each(SAMPLES)('is Base64 HMAC-SHA256 of the resource, as node:crypto computes it (%#)', async (text) => {
    const secret = 'whsec_tëst_secret';
    expect(await signStyleB(secret, text)).toBe(createHmac('sha256', secret).update(text).digest('base64'));
  });

  it.each(signedExamples('style-b'))('reproduces the signature stated for the $type example', async (e) => {
    expect(e.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await signStyleB('whsec_example_sandbox_secret', String(e.example.resource))).toBe(e.signature);
  });
});

describe('signStyleA', () => {
  it.each(SAMPLES)(
    'is lowercase hex HMAC-SHA256 of the raw body, as node:crypto computes it (%#)',
    async (text) => {
      const secret = 'whsec_a_sécret';
      expect(await signStyleA(secret, text)).toBe(createHmac('sha256', secret).update(text).digest('hex'));
    },
  );

  it.each(signedExamples('style-a'))('reproduces the signature stated for the $type example', async (e) => {
    expect(e.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await signStyleA('whsec_style_a_example', JSON.stringify(e.example))).toBe(e.signature);
  });
});

describe('encodings', () => {
  it('writes Base64 with padding and lowercase hex', () => {
    const bytes = new Uint8Array([0, 15, 171, 255, 104]);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(toBase64(new Uint8Array([104, 105]))).toBe('aGk=');
    expect(toHex(bytes)).toBe('000fabff68');
    expect(toBase64(new Uint8Array())).toBe('');
  });
});
