// When a round of the HTTP comparison tells nothing (issue 26). A run on a loaded machine once reported the
// mock at "107% of Hono" while every server, the minimal ones included, sat near the same 11,000 req/s: the
// load generator or the machine was the limit, and a capped benchmark can report any ratio. Such a round is
// shown, but left out of medians and ratios.

/** The floor must make at least this many times the slowest Node server's req/s, or the round is capped. */
export const FLOOR_MARGIN = 2;
/** A generator using this much of one core (CPU time over wall time) over a load was the limit of it. */
export const SATURATED_CPU = 0.9;
/**
 * Other processes using this much of a core during a load took the machine from the servers (G-86): on a
 * machine shared with test suites every server, the floor included, is capped by what is left, and the floor
 * still passes the 2x rule against a slow peer.
 */
export const BUSY_CPU = 0.25;

/** One server's load in a round: its req/s, the load generator's CPU and other processes' CPU while it ran (cores). */
export interface RoundLoad {
  rps: number;
  generatorCpu: number;
  otherCpu: number;
}

export interface RoundVerdict {
  valid: boolean;
  /** Why the round is invalid, one sentence each; empty when it is valid. */
  reasons: string[];
}

/**
 * Judges one round: invalid when the floor (bare `node:http`) did not reach `FLOOR_MARGIN` times the slowest
 * Node server's req/s, when the load generator was saturated (at least `SATURATED_CPU` of a core) during
 * any server's load, or when other processes used at least `BUSY_CPU` of a core during any server's load.
 * Servers without a load in the round (skipped) are left out.
 *
 * @example
 * judgeRound({
 *   floor: 'floor',
 *   nodeServers: ['ours', 'hono', 'prism'],
 *   loads: {
 *     floor: { rps: 11_000, generatorCpu: 0.99, otherCpu: 0.05 },
 *     ours: { rps: 10_900, generatorCpu: 0.98, otherCpu: 0.05 },
 *     hono: { rps: 11_000, generatorCpu: 0.99, otherCpu: 0.05 },
 *     prism: { rps: 2_000, generatorCpu: 0.3, otherCpu: 0.05 },
 *   },
 * }); // { valid: false, reasons: ['the floor made 11000 req/s, less than 2x ...', 'the load generator used 0.99 ...'] }
 */
export function judgeRound(round: {
  floor: string;
  nodeServers: readonly string[];
  loads: Readonly<Record<string, RoundLoad | undefined>>;
}): RoundVerdict {
  const reasons: string[] = [];
  const floor = round.loads[round.floor];
  if (floor === undefined) return { valid: false, reasons: ['the floor was not measured'] };
  const slowest = round.nodeServers
    .filter((name) => name !== round.floor)
    .flatMap((name) => {
      const load = round.loads[name];
      return load === undefined ? [] : [{ name, rps: load.rps }];
    })
    .sort((x, y) => x.rps - y.rps)[0];
  if (slowest !== undefined && floor.rps < FLOOR_MARGIN * slowest.rps)
    reasons.push(
      `the floor made ${Math.round(floor.rps)} req/s, less than ${FLOOR_MARGIN}x the slowest Node server (${slowest.name}, ${Math.round(slowest.rps)} req/s)`,
    );
  // One reason per rule, naming the worst load: a busy machine is busy for every server of the round.
  const worst = (pick: (load: RoundLoad) => number) =>
    Object.entries(round.loads)
      .flatMap(([name, load]) => (load === undefined ? [] : [{ name, value: pick(load) }]))
      .sort((x, y) => y.value - x.value)[0];
  const generator = worst((load) => load.generatorCpu);
  if (generator !== undefined && generator.value >= SATURATED_CPU)
    reasons.push(
      `the load generator used ${generator.value.toFixed(2)} of a core loading ${generator.name} (saturated at ${SATURATED_CPU})`,
    );
  const others = worst((load) => load.otherCpu);
  if (others !== undefined && others.value >= BUSY_CPU)
    reasons.push(
      `other processes used ${others.value.toFixed(2)} of a core while ${others.name} was loaded (busy at ${BUSY_CPU})`,
    );
  return { valid: reasons.length === 0, reasons };
}

/**
 * Judges one attempt of start to first 200 (every server started once, in turn): invalid when other
 * processes used at least `BUSY_CPU` of a core while any server started. Keys are server names, values the
 * other processes' CPU (cores) over that server's start.
 *
 * @example
 * judgeStartAttempt({ ours: 0.05, hono: 0.4 }); // { valid: false, reasons: ['other processes used 0.40 ...'] }
 */
export function judgeStartAttempt(otherCpu: Readonly<Record<string, number>>): RoundVerdict {
  const worst = Object.entries(otherCpu).sort(([, x], [, y]) => y - x)[0];
  if (worst === undefined || worst[1] < BUSY_CPU) return { valid: true, reasons: [] };
  return {
    valid: false,
    reasons: [
      `other processes used ${worst[1].toFixed(2)} of a core while ${worst[0]} started (busy at ${BUSY_CPU})`,
    ],
  };
}
