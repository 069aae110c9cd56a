import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  STYLE_A_DATA_SCHEMAS,
  STYLE_B_PAYLOAD_SCHEMAS,
  verifyStyleAWebhook,
  verifyStyleBWebhook,
} from '../src';

interface Webhook {
  post: {
    description: string;
    requestBody: { content: { 'application/json': { schema: { $ref: string }; example: unknown } } };
  };
}
interface EventSchema {
  allOf: [unknown, { properties: { resource: { contentSchema: { $ref: string } }; data: { $ref: string } } }];
}
function spec(name: string) {
  const document = parse(readFileSync(new URL(`../../../specs/${name}`, import.meta.url), 'utf8'));
  return document as {
    webhooks: Record<string, Webhook>;
    components: { schemas: Record<string, EventSchema> };
  };
}
const schemaName = (ref: string) => ref.split('/').at(-1) as string;
const content = (hook: Webhook) => hook.post.requestBody.content['application/json'];

describe('the signed examples of the specs (E-8)', () => {
  const b = spec('style-b.openapi.yaml');
  const a = spec('style-a.openapi.yaml');

  it.each(Object.entries(b.webhooks))('Style B %s verifies under the example secret', async (type, hook) => {
    const signature = /`Signature` is `([^`]+)`/.exec(hook.post.description)?.[1];
    const body = JSON.stringify(content(hook).example);
    const event = await verifyStyleBWebhook({ body, signature, secret: 'whsec_example_sandbox_secret' });
    expect(event.eventType).toBe(type);
    const eventSchema = b.components.schemas[schemaName(content(hook).schema.$ref)];
    const payloadRef = eventSchema?.allOf[1].properties.resource.contentSchema.$ref;
    expect(STYLE_B_PAYLOAD_SCHEMAS[type as keyof typeof STYLE_B_PAYLOAD_SCHEMAS]).toBe(
      schemaName(payloadRef ?? ''),
    );
  });

  it.each(Object.entries(a.webhooks))('Style A %s verifies under the example secret', async (type, hook) => {
    const signature = /signs to `([0-9a-f]{64})`/.exec(hook.post.description)?.[1];
    const body = JSON.stringify(content(hook).example);
    const event = await verifyStyleAWebhook({ body, signature, secret: 'whsec_style_a_example' });
    expect(event.type).toBe(type);
    const eventSchema = a.components.schemas[schemaName(content(hook).schema.$ref)];
    const dataRef = eventSchema?.allOf[1].properties.data.$ref;
    expect(STYLE_A_DATA_SCHEMAS[type as keyof typeof STYLE_A_DATA_SCHEMAS]).toBe(schemaName(dataRef ?? ''));
  });

  it('covers every event type of both specs', () => {
    expect(Object.keys(STYLE_B_PAYLOAD_SCHEMAS)).toEqual(Object.keys(b.webhooks));
    expect(Object.keys(STYLE_A_DATA_SCHEMAS)).toEqual(Object.keys(a.webhooks));
  });
});
