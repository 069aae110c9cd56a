import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from './parse-cli-args';

describe('parseCliArgs', () => {
  it('defaults: port 4010 on 127.0.0.1, random values, CORS on', () => {
    expect(parseCliArgs([])).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      seed: undefined,
      cors: true,
      version: false,
    });
  });

  it('reads --seed, --no-cors and --version', () => {
    expect(parseCliArgs(['--seed', 'team demo', '--no-cors', '-v'])).toMatchObject({
      seed: 'team demo',
      cors: false,
      version: true,
    });
    expect(parseCliArgs(['--version']).version).toBe(true);
  });

  it('refuses an empty or overlong seed', () => {
    expect(() => parseCliArgs(['--seed', ' '])).toThrow('--seed must be 1 to 200 characters');
    expect(() => parseCliArgs(['--seed', 'x'.repeat(201)])).toThrow('--seed must be 1 to 200 characters');
  });

  it('reads --data-dir, and refuses an empty one', () => {
    expect(parseCliArgs(['--data-dir', './data']).dataDir).toBe('./data');
    expect(parseCliArgs([]).dataDir).toBeUndefined();
    expect(() => parseCliArgs(['--data-dir', ' '])).toThrow('--data-dir must name a directory');
  });

  it('reads --fixtures, and --help names the subcommands', () => {
    expect(parseCliArgs(['--fixtures', 'seed.json']).fixtures).toBe('seed.json');
    expect(() => parseCliArgs(['--fixtures', ' '])).toThrow('--fixtures must name a file');
    for (const command of ['listen --forward-to <url>', 'trigger <event-type>', 'fixtures <file.json>'])
      expect(USAGE).toContain(`  ${command}`);
  });
});
