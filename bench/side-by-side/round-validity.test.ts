import { describe, expect, it } from 'vitest';
import { judgeRound, judgeStartAttempt } from './round-validity.ts';

const nodeServers = ['floor', 'ours', 'hono', 'prism'];
const quiet = (rps: number) => ({ rps, generatorCpu: 0.5, otherCpu: 0.05 });

describe('judgeRound', () => {
  it('keeps a round whose floor is far above the slowest Node server and whose generator had room', () => {
    expect(
      judgeRound({
        floor: 'floor',
        nodeServers,
        loads: { floor: quiet(70_000), ours: quiet(39_000), hono: quiet(73_000), prism: quiet(2_700) },
      }),
    ).toEqual({ valid: true, reasons: [] });
  });

  it('rejects a capped round: every server, the floor included, near the same req/s', () => {
    const verdict = judgeRound({
      floor: 'floor',
      nodeServers,
      loads: { floor: quiet(11_000), ours: quiet(10_900), hono: quiet(11_100), prism: quiet(10_000) },
    });
    expect(verdict.valid).toBe(false);
    expect(verdict.reasons).toEqual([
      'the floor made 11000 req/s, less than 2x the slowest Node server (prism, 10000 req/s)',
    ]);
  });

  it('counts only Node servers as the slowest: a slower JVM server does not validate a capped round', () => {
    const verdict = judgeRound({
      floor: 'floor',
      nodeServers,
      loads: {
        floor: quiet(11_000),
        ours: quiet(10_900),
        hono: quiet(11_000),
        prism: quiet(9_000),
        jvm: quiet(900),
      },
    });
    expect(verdict.valid).toBe(false);
  });

  it('accepts a floor of exactly twice the slowest Node server', () => {
    expect(
      judgeRound({ floor: 'floor', nodeServers, loads: { floor: quiet(20_000), ours: quiet(10_000) } }).valid,
    ).toBe(true);
  });

  it('names the worst load once per rule', () => {
    const verdict = judgeRound({
      floor: 'floor',
      nodeServers,
      loads: {
        floor: { rps: 9_000, generatorCpu: 0.95, otherCpu: 0.3 },
        ours: { rps: 5_000, generatorCpu: 0.99, otherCpu: 0.6 },
      },
    });
    expect(verdict.reasons).toEqual([
      'the floor made 9000 req/s, less than 2x the slowest Node server (ours, 5000 req/s)',
      'the load generator used 0.99 of a core loading ours (saturated at 0.9)',
      'other processes used 0.60 of a core while ours was loaded (busy at 0.25)',
    ]);
  });

  it('rejects a round where the generator was saturated on any server', () => {
    const verdict = judgeRound({
      floor: 'floor',
      nodeServers,
      loads: {
        floor: { rps: 70_000, generatorCpu: 0.97, otherCpu: 0.05 },
        ours: quiet(39_000),
        prism: quiet(2_700),
      },
    });
    expect(verdict).toEqual({
      valid: false,
      reasons: ['the load generator used 0.97 of a core loading floor (saturated at 0.9)'],
    });
  });

  it('rejects a round where other processes took the machine, though the floor passed the 2x rule', () => {
    // As measured on this machine with three test suites beside it: every server near 1,000 req/s but Mockoon.
    const busy = (rps: number, otherCpu = 0.9) => ({ rps, generatorCpu: 0.15, otherCpu });
    const verdict = judgeRound({
      floor: 'floor',
      nodeServers: [...nodeServers, 'mockoon'],
      loads: {
        floor: busy(1_139, 1.1),
        ours: busy(1_355),
        hono: busy(953),
        prism: busy(263),
        mockoon: quiet(64),
      },
    });
    expect(verdict.valid).toBe(false);
    expect(verdict.reasons).toEqual([
      'other processes used 1.10 of a core while floor was loaded (busy at 0.25)',
    ]);
  });

  it('rejects a round without the floor, and leaves out servers that were skipped', () => {
    expect(judgeRound({ floor: 'floor', nodeServers, loads: { ours: quiet(39_000) } })).toEqual({
      valid: false,
      reasons: ['the floor was not measured'],
    });
    expect(
      judgeRound({
        floor: 'floor',
        nodeServers,
        loads: { floor: quiet(70_000), ours: quiet(30_000), prism: undefined },
      }).valid,
    ).toBe(true);
  });
});

describe('judgeStartAttempt', () => {
  it('keeps an attempt where the machine was left to the starting servers', () => {
    expect(judgeStartAttempt({ ours: 0.05, hono: 0.1, floor: 0.24 })).toEqual({ valid: true, reasons: [] });
  });

  it('rejects an attempt where other processes took a quarter of a core during any start', () => {
    expect(judgeStartAttempt({ ours: 0.05, hono: 0.6, floor: 0.3 })).toEqual({
      valid: false,
      reasons: ['other processes used 0.60 of a core while hono started (busy at 0.25)'],
    });
  });
});
