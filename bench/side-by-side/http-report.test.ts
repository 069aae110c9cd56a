import { describe, expect, it } from 'vitest';
import { type HttpResults, type LoadSample, SCENARIOS, SERVERS, type ServerName } from './http-load.ts';
import { adapterLines, httpTargets } from './http-report.ts';

const sample = (rps: number): LoadSample => ({
  rps,
  p50: 1,
  p99: 2,
  non2xx: 0,
  errors: 0,
  generatorCpu: 0.5,
  serverCpu: 1,
  otherCpu: 0,
});

/** Two valid rounds of each scenario, every server at `rps[server]` (1,000 req/s unless given). */
function results(rps: Partial<Record<ServerName, [number, number]>>, overrides: Partial<HttpResults> = {}) {
  const samples = Object.fromEntries(
    SCENARIOS.map((scenario) => [
      scenario,
      Object.fromEntries(SERVERS.map((server) => [server, (rps[server] ?? [1000, 1000]).map(sample)])),
    ]),
  ) as HttpResults['samples'];
  const valid = { valid: true, reasons: [] };
  return {
    connections: 50,
    seconds: 5,
    warmupSeconds: 2,
    rounds: 2,
    skipped: {},
    samples,
    verdicts: { 'get-card': [valid, valid], 'post-budget': [valid, valid] },
    rssAfter: { 'get-card': {}, 'post-budget': {} },
    rssFinal: { ours: 110e6, hono: 100e6 },
    startMs: Object.fromEntries(SERVERS.map((server) => [server, [100]])) as HttpResults['startMs'],
    startVerdicts: [valid],
    retained: { ours: 480, hono: 400 },
    ...overrides,
  } satisfies HttpResults;
}

const row = (http: HttpResults, prefix: string) =>
  httpTargets(http).find((target) => target.target.startsWith(prefix));

describe('the targets over HTTP ("Lean on every path", point 1)', () => {
  it('judges GET against 0.7x the floor and 2x every peer, each ratio paired by round', () => {
    const http = results({
      ours: [1400, 2100],
      floor: [2000, 3000],
      prism: [700, 1000],
      wiremock: [800, 1100],
    });
    expect(row(http, 'GET a card: ours ≥ 0.7x bare')?.met).toBe(true); // 0.7x in both rounds
    expect(row(http, 'GET a card: ours ≥ 0.7x bare')?.limit).toBe(
      '0.7 × 2,500 (2,000–3,000) = 1,750 (1,400–2,100) req/s',
    );
    expect(row(http, 'GET a card: ours ≥ 2x Prism')?.met).toBe(true); // 2x, 2.1x
    expect(row(http, 'GET a card: ours ≥ 2x WireMock')?.met).toBe(false); // 1.75x, 1.91x
    expect(row(http, 'GET a card: ours ≥ 2x json-server')?.met).toBe(false); // 1.4x, 2.1x: median 1.75x
  });

  it('judges POST against 1x the minimal Hono server and 2x WireMock', () => {
    const http = results({ ours: [1000, 1100], hono: [1000, 1000], wiremock: [500, 600] });
    expect(row(http, 'POST a budget, unique keys: ours ≥ 1x the minimal Hono')?.met).toBe(true);
    expect(row(http, 'POST a budget, unique keys: ours ≥ 2x WireMock')?.met).toBe(false); // 2x, 1.83x
  });

  it('says a skipped peer was not measured, and a scenario without a valid round tells nothing', () => {
    const skipped = results({}, { skipped: { wiremock: '`java` is not on PATH (ENOENT)' } });
    expect(row(skipped, 'GET a card: ours ≥ 2x WireMock')).toMatchObject({
      measured: 'not measured: `java` is not on PATH (ENOENT)',
      met: undefined,
    });
    const invalid = { valid: false, reasons: ['busy'] };
    const none = results(
      {},
      { verdicts: { 'get-card': [invalid, invalid], 'post-budget': [invalid, invalid] } },
    );
    expect(row(none, 'POST a budget')).toMatchObject({ measured: 'no valid round', met: undefined });
  });

  it('judges RSS against 1.1x the minimal Hono server and the retained heap against 500 B per POST', () => {
    expect(row(results({}), 'RSS after the load')?.met).toBe(true); // 1.10x
    expect(row(results({}, { rssFinal: { ours: 111e6, hono: 100e6 } }), 'RSS after the load')?.met).toBe(
      false,
    );
    expect(row(results({}), 'heap retained per idempotent POST')).toMatchObject({
      measured: '480 B (the minimal Hono app 400 B)',
      met: true,
    });
    expect(row(results({}, { retained: { ours: 501, hono: 400 } }), 'heap retained')?.met).toBe(false);
  });

  it('prints the adapter pair as srvx over @hono/node-server, paired by round', () => {
    const [get] = adapterLines(results({ 'on-srvx': [1100, 1300], 'on-node-server': [1000, 1000] }));
    expect(get).toMatch(
      /^GET a card: srvx \/ @hono\/node-server, the same `mock.fetch`: 1\.20x \(1\.10x–1\.30x\)/,
    );
  });
});
