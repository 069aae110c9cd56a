import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { requestLine } from '../src/cli/request-line';
import { cardNumber } from '../src/domain/ids';
import { maskCardNumbers } from '../src/http';

// A card number a client puts in a path, in any form it may take there (separators between its digits,
// letters around it, percent-encoded digits, more digits around it), never comes back in full from any
// place that echoes a path: the masking itself, the CLI's request line, the request log and the 404 of
// every face, at the mock's own URLs and at a sandbox's (G-60; G-115..G-118).

interface CardForm {
  /** The card number's digits. */
  card: string;
  /** How the client wrote it. */
  text: string;
}

/**
 * Luhn-valid numbers of 12 to 19 digits (the domain's own generator, fed fast-check's bytes), but the
 * 13-digit ones starting with 1, which read as times in milliseconds and are left alone by decision.
 */
const cardNumbers = fc
  .record({
    bin: fc.stringMatching(/^[1-9]\d{5}$/),
    length: fc.integer({ min: 12, max: 19 }),
    bytes: fc.uint8Array({ minLength: 19, maxLength: 19 }),
  })
  .map(({ bin, length, bytes }) =>
    cardNumber(bin, length, (into) => into.set(bytes.subarray(0, into.length))),
  )
  .filter((card) => !(card.length === 13 && card.startsWith('1')));

const JOINERS = ['', ' ', '-', '.', '_', '+', '%20', '%2D', '%2e', '%5F', '%2B'];
// Letters that are no hex digit: a UUID-shaped token holding a hex letter is an id and is left alone by
// decision, so the forms never make one by chance.
const LETTERS = /^[g-zG-Z]{0,4}$/;

const writings = fc.record({
  // Digits run on around it, to more than 19 in all (a longer run is masked if it holds a card number).
  around: fc.option(fc.tuple(fc.stringMatching(/^\d{0,10}$/), fc.stringMatching(/^\d{0,10}$/))),
  joiners: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant('') }, fc.constantFrom(...JOINERS)), {
    minLength: 40,
    maxLength: 40,
  }),
  encoded: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  before: fc.stringMatching(LETTERS),
  after: fc.stringMatching(LETTERS),
});

const cardForms: fc.Arbitrary<CardForm> = fc
  .tuple(cardNumbers, writings)
  .map(([card, { around, joiners, encoded, before, after }]) => {
    let digits = card;
    if (around) {
      const [lead, trail] = around;
      digits = `${lead}${card}${trail}`;
      if (digits.length < 20) digits += '0'.repeat(20 - digits.length);
    }
    const written = [...digits].map((d, i) => `${i === 0 ? '' : joiners[i]}${encoded[i] ? `%3${d}` : d}`);
    return { card, text: `${before}${written.join('')}${after}` };
  });

/** Text as a reader would take it in: percent-encoded digits decoded, every separator dropped. */
function readAsDigits(text: string): string {
  return text
    .replace(/%3(\d)/g, '$1')
    .replace(/%(20|2d|2e|5f|2b)/gi, '')
    .replace(/[ ._+-]/g, '');
}

function expectNoFullCard(text: string, { card, text: form }: CardForm, where: string): void {
  expect(readAsDigits(text), `${where}: ${form} (${card})`).not.toContain(card);
}

describe('a card number in any form', () => {
  it('is masked by maskCardNumbers, keeping the last 4 digits of its run', () => {
    fc.assert(
      fc.property(cardForms, (form) => {
        const masked = maskCardNumbers(`/style-b/v1/cards/${form.text}/freeze`);
        expectNoFullCard(masked, form, 'maskCardNumbers');
        expect(masked).toMatch(/^\/style-b\/v1\/cards\/[g-zG-Z]{0,4}\*{8,}\d{4}[g-zG-Z]{0,4}\/freeze$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("is masked in the CLI's request line", () => {
    fc.assert(
      fc.property(cardForms, (form) => {
        const request = new Request(`http://127.0.0.1:4010/style-b/v1/cards/${form.text}?x=${form.text}`);
        const line = requestLine(request, 404, 1);
        expect(line).toContain('/style-b/v1/cards/');
        expectNoFullCard(line, form, 'request line');
      }),
      { numRuns: 500 },
    );
  });
});

describe('a card number in any form in a path the mock does not serve', () => {
  let mock: Mock;
  let sandboxId: string;

  beforeAll(async () => {
    mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
    const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
    expect(created.status).toBe(201);
    sandboxId = ((await created.json()) as { data: { id: string } }).data.id;
  });
  afterAll(() => mock.close());

  async function text(path: string): Promise<{ status: number; body: string }> {
    const response = await mock.fetch(`${mock.origin}${path}`);
    return { status: response.status, body: await response.text() };
  }

  it("is masked in every face's 404 and in the request log, at the root and at a sandbox", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(cardForms, async (form) => {
        // A mark of this run, so its log entries are told from earlier runs' (a shrunk case is this run's).
        run += 1;
        const mark = `/nope/run${run}/`;
        // A sandbox id that names no sandbox is echoed too.
        const noSandbox = await text(`/sandboxes/${form.text}${mark}`);
        expect(noSandbox.status).toBe(404);
        expect(noSandbox.body).toContain(mark);
        expectNoFullCard(noSandbox.body, form, '/sandboxes/{unknown id}');
        for (const base of ['', `/sandboxes/${sandboxId}`]) {
          for (const face of ['/style-a/v1', '/style-b/v1', '/_mock', '']) {
            const path = `${base}${face}${mark}${form.text}`;
            const answer = await text(path);
            expect(answer.status, path).toBe(404);
            expect(answer.body, path).toContain(mark);
            expectNoFullCard(answer.body, form, path);
          }
          const log = await text(`${base}/_mock/requests?limit=50`);
          const { items } = (JSON.parse(log.body) as { data: { items: Array<{ path: string }> } }).data;
          const logged = items.filter((item) => item.path.includes(mark));
          // Both styles log their requests; the control API and paths no face serves are not logged.
          expect(logged.length, `${base}/_mock/requests`).toBeGreaterThanOrEqual(2);
          for (const item of logged) expectNoFullCard(item.path, form, `${base}/_mock/requests`);
        }
      }),
      { numRuns: 40 },
    );
  });
});
