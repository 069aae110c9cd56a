import { createClock, createMock, type Mock } from '@card-issuance/mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFetch, takeContractViolations } from './contract-fetch';
import { type PrismStack, serveThroughPrism } from './prism-stack';

// The harness itself (run by sdk-style-b-contract): traffic that keeps to the specs passes untouched, and a
// request or a response that breaks one is caught both by `contractFetch` and in Prism's log, so the
// contract projects can fail.
const mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
let brokenAnswers = false;
// The mock behind Prism, except that it can be made to answer `authorize` without the code the spec requires.
const served: Mock = Object.create(mock, {
  fetch: {
    value: async (input: Request) => {
      const response = await mock.fetch(input);
      if (!brokenAnswers || !new URL(input.url).pathname.endsWith('/v1/oauth/authorize')) return response;
      const body = (await response.json()) as { data: Record<string, unknown> };
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return Response.json({ ...body, data: { ...body.data, code: undefined } }, { headers });
    },
  },
});
let stack: PrismStack;
beforeAll(async () => {
  stack = await serveThroughPrism(served, 'b');
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  mock.close();
});

describe('serveThroughPrism and contractFetch', () => {
  it('pass what keeps to the specs through to the mock, with its answers unchanged', async () => {
    const { clientId } = mock.seeded.styleB;
    const response = await contractFetch(`${stack.styleUrl}/v1/oauth/authorize?clientId=${clientId}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { code: string } }).data.code).toEqual(expect.any(String));
    const config = await contractFetch(`${stack.controlUrl}/config`);
    expect(((await config.json()) as { data: { styleB: { clientId: string } } }).data.styleB.clientId).toBe(
      clientId,
    );
    expect(takeContractViolations()).toEqual([]);
    expect(stack.violations()).toEqual([]);
  });

  it('catch a request the spec forbids, which Prism answers itself', async () => {
    const response = await contractFetch(`${stack.styleUrl}/v1/oauth/authorize`);
    expect(response.status).toBe(422);
    expect(takeContractViolations()).toEqual([expect.stringContaining('/v1/oauth/authorize -> 422')]);
    // Prism logs it on its own stdout, read as it comes.
    await vi.waitFor(() =>
      expect(stack.violations()).toEqual([expect.stringContaining('UNPROCESSABLE_ENTITY')]),
    );
  });

  it('catch an answer of the mock that breaks the spec', async () => {
    brokenAnswers = true;
    const { clientId } = mock.seeded.styleB;
    await contractFetch(`${stack.styleUrl}/v1/oauth/authorize?clientId=${clientId}`);
    brokenAnswers = false;
    // Both the `sl-violations` header and the problem Prism answers in place of the response (`--errors`).
    const violations = takeContractViolations();
    expect(violations).toHaveLength(2);
    for (const violation of violations) expect(violation).toContain("must have required property 'code'");
  });
});
