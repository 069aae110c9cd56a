import { describe, expect, it } from 'vitest';
import { servedSpec } from './served-spec';

const document = {
  openapi: '3.1.0',
  servers: [{ url: 'http://127.0.0.1:4010/style-b', description: 'sandbox' }],
  paths: {
    '/v1/oauth/authorize': {
      get: {
        parameters: [
          { name: 'clientId', in: 'query', schema: { type: 'string' }, example: 'cli_spec' },
          { name: 'pageNum', in: 'query', schema: { type: 'integer' }, example: 2 },
          { name: 'cursor', in: 'query', schema: { type: 'string' }, example: 'Y2FyZF8x' },
          { name: 'applicant_id', in: 'query', schema: { type: 'string' }, example: 'app_spec' },
        ],
      },
    },
    '/v1/oauth/access-token': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { clientId: { type: 'string' }, code: { type: 'string' } },
              },
              example: { clientId: 'cli_spec', code: 'ac_1', nested: [{ accountId: 'acc_spec' }] },
              examples: { other: { value: { clientId: 'cli_spec' } } },
            },
          },
        },
      },
    },
  },
};
const live = { clientId: 'cli_live', accountId: 'acc_live' };

describe('servedSpec', () => {
  it('names the origin served, and puts live values in parameters, properties and examples', () => {
    const served = servedSpec(document, 'http://127.0.0.1:50123', live) as typeof document;
    expect(served.servers).toEqual([{ url: 'http://127.0.0.1:50123/style-b', description: 'sandbox' }]);
    const [clientId, pageNum, cursor, applicantId] = served.paths['/v1/oauth/authorize'].get.parameters;
    // An optional cursor's example names no page of this mock: dropped, so "try it" does not send it;
    // likewise an optional filter's example naming a record the mock does not hold.
    expect(cursor).toEqual({ name: 'cursor', in: 'query', schema: { type: 'string' } });
    expect(applicantId).toEqual({ name: 'applicant_id', in: 'query', schema: { type: 'string' } });
    expect(clientId).toEqual({
      name: 'clientId',
      in: 'query',
      schema: { type: 'string', example: 'cli_live', default: 'cli_live' },
      example: 'cli_live',
      default: 'cli_live',
    });
    expect(pageNum).toEqual(document.paths['/v1/oauth/authorize'].get.parameters[1]);
    const media = served.paths['/v1/oauth/access-token'].post.requestBody.content['application/json'];
    expect(media.example).toEqual({
      clientId: 'cli_live',
      code: 'ac_1',
      nested: [{ accountId: 'acc_live' }],
    });
    expect(media.examples.other.value).toEqual({ clientId: 'cli_live' });
    expect(media.schema.properties.clientId).toMatchObject({ example: 'cli_live', default: 'cli_live' });
    expect(media.schema.properties.code).toEqual({ type: 'string' });
  });

  it('leaves the document as it is without live values, and never changes the document given', () => {
    const before = JSON.stringify(document);
    const served = servedSpec(document, 'http://127.0.0.1:50123');
    expect(served.paths).toEqual(document.paths);
    servedSpec(document, 'http://127.0.0.1:50123', live);
    expect(JSON.stringify(document)).toBe(before);
  });
});
