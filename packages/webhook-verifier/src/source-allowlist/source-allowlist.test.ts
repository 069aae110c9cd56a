import { describe, expect, it } from 'vitest';
import { SourceNotAllowedError } from '../errors';
import { inRange, parseCidr } from './cidr';
import { clientAddress } from './client-address';
import { ipv4ToNumber } from './ip-address';
import { createSourceCheck, PRODUCTION_SOURCE_RANGES } from './source-allowlist';

// fast-check is not a dependency of this package (adding one needs an install): a seeded generator gives
// the same property checks, repeatable, over 2,000 draws each.
function seeded(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % (max + 1)) as number;
  };
}
const draws = (seed: number, run: (int: (max: number) => number) => void) => {
  const int = seeded(seed);
  for (let i = 0; i < 2_000; i += 1) run(int);
};
const octets = (int: (max: number) => number) => [int(255), int(255), int(255), int(255)] as const;
const dotted = (o: readonly number[]) => o.join('.');

describe('IPv4 and IPv4-mapped IPv6 addresses', () => {
  it('reads every dotted address, and its mapped forms, as the same number (property)', () => {
    draws(1, (int) => {
      const o = octets(int);
      const value = ((o[0] * 256 + o[1]) * 256 + o[2]) * 256 + o[3];
      const hex = `${((o[0] << 8) | o[1]).toString(16)}:${((o[2] << 8) | o[3]).toString(16)}`;
      for (const form of [dotted(o), `::ffff:${dotted(o)}`, `::FFFF:${hex}`, `[::ffff:${dotted(o)}]`]) {
        expect(ipv4ToNumber(form)).toBe(value);
      }
      expect(ipv4ToNumber(`0:0:0:0:0:ffff:${dotted(o)}`)).toBe(value);
    });
  });

  it('refuses what is not an IPv4 address', () => {
    for (const bad of [
      '',
      '47.88.1',
      '47.88.1.256',
      '047.88.1.2',
      '::1',
      '2001:db8::1',
      '::fffe:1.2.3.4',
      'x',
    ]) {
      expect(ipv4ToNumber(bad)).toBeUndefined();
    }
  });
});

describe('CIDR ranges', () => {
  it('holds exactly the addresses sharing the prefix bits (property)', () => {
    draws(2, (int) => {
      const [a, b, bits] = [octets(int), octets(int), int(32)];
      const size = 2 ** (32 - bits);
      const base = Math.floor((ipv4ToNumber(dotted(a)) ?? 0) / size) * size;
      const network = [24, 16, 8, 0].map((shift) => Math.floor(base / 2 ** shift) % 256);
      const range = parseCidr(`${dotted(network)}/${bits}`);
      // Near the range half the time, so both answers are drawn often.
      const near = int(1) === 0 ? dotted(b) : dotted([...network.slice(0, 3), b[3]]);
      const value = ipv4ToNumber(near) ?? 0;
      expect(inRange(near, range)).toBe(value >= base && value < base + size);
      expect(inRange(`::ffff:${near}`, range)).toBe(inRange(near, range));
      expect(inRange(dotted(a), range)).toBe(true);
    });
  });

  it('matches the documented production ranges and nothing next to them', () => {
    const check = createSourceCheck();
    expect(PRODUCTION_SOURCE_RANGES).toEqual(['47.88.0.0/16', '47.89.0.0/16']);
    for (const ok of ['47.88.0.0', '47.88.255.255', '::ffff:47.89.1.2']) {
      expect(check({ remoteAddress: ok, forwardedFor: null })).toBe(ok);
    }
    for (const no of ['47.87.255.255', '47.90.0.0', '::1', 'unknown']) {
      expect(() => check({ remoteAddress: no, forwardedFor: null })).toThrow(SourceNotAllowedError);
    }
  });

  it('refuses bad configuration at creation', () => {
    for (const ranges of [['47.88.0.0/33'], ['47.88.1.0/16'], ['2001:db8::/32'], ['47.88.0.0/16/1']]) {
      expect(() => createSourceCheck({ ranges })).toThrow(TypeError);
    }
    expect(() => createSourceCheck({ trustedProxies: -1 })).toThrow(TypeError);
    expect(() => createSourceCheck({ trustedProxies: 1.5 })).toThrow(TypeError);
  });
});

describe('the client address behind trusted proxies', () => {
  const origin = (forwardedFor: string | null, remoteAddress = '10.0.0.2') => ({
    remoteAddress,
    forwardedFor,
  });

  it('never trusts X-Forwarded-For with 0 proxies', () => {
    expect(clientAddress(origin('47.88.1.2'), 0)).toBe('10.0.0.2');
    expect(clientAddress({ remoteAddress: undefined, forwardedFor: '47.88.1.2' }, 0)).toBeUndefined();
  });

  it('reads from the right, skipping one hop per trusted proxy, several headers joined', () => {
    expect(clientAddress(origin('6.6.6.6, 47.88.1.2'), 1)).toBe('47.88.1.2');
    expect(clientAddress(origin('6.6.6.6,47.88.1.2 , 10.0.0.1'), 2)).toBe('47.88.1.2');
    expect(clientAddress(origin(' 47.88.1.2 ,, '), 1)).toBe('47.88.1.2');
  });

  it('has no client when the chain is shorter than the proxies', () => {
    expect(clientAddress(origin(null), 1)).toBeUndefined();
    expect(clientAddress(origin('47.88.1.2'), 2)).toBeUndefined();
  });
});
