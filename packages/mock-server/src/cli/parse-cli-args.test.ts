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

  it('reads repeatable --cors-origin and --allowed-host, and refuses null, wildcards and bad names', () => {
    const options = parseCliArgs([
      '--cors-origin',
      'https://app.example:8443',
      '--cors-origin',
      'http://192.168.1.5:3000',
      '--allowed-host',
      'mock.test',
      '--allowed-host',
      'tunnel.example',
    ]);
    expect(options.corsOrigins).toEqual(['https://app.example:8443', 'http://192.168.1.5:3000']);
    expect(options.allowedHosts).toEqual(['mock.test', 'tunnel.example']);
    expect(parseCliArgs([])).toMatchObject({ corsOrigins: [], allowedHosts: [] });
    for (const bad of ['null', '*', 'https://app.example/path'])
      expect(() => parseCliArgs(['--cors-origin', bad]), bad).toThrow('--cors-origin');
    expect(() => parseCliArgs(['--cors-origin', 'https://a.example', '--no-cors'])).toThrow('exclude');
    expect(() => parseCliArgs(['--allowed-host', 'evil.test:80/x'])).toThrow('--allowed-host');
  });

  it('reads --control-token or the environment, and refuses a short one', () => {
    expect(parseCliArgs(['--control-token', 'tok_0123456789abcdef']).controlToken).toBe(
      'tok_0123456789abcdef',
    );
    expect(
      parseCliArgs([], { CARD_ISSUANCE_MOCK_CONTROL_TOKEN: 'tok_from_environment_01' }).controlToken,
    ).toBe('tok_from_environment_01');
    expect(parseCliArgs([], { CARD_ISSUANCE_MOCK_CONTROL_TOKEN: '' }).controlToken).toBeUndefined();
    expect(parseCliArgs([]).controlToken).toBeUndefined();
    expect(() => parseCliArgs(['--control-token', 'short'])).toThrow('--control-token');
  });

  it('reads --max-body, 1 MiB by default', () => {
    expect(parseCliArgs([]).maxBody).toBe(1_048_576);
    expect(parseCliArgs(['--max-body', '2048']).maxBody).toBe(2048);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(() => parseCliArgs(['--max-body', bad]), bad).toThrow('--max-body');
  });

  it('reads --sandbox-ttl in minutes, unset by default (24 hours), bad values refused', () => {
    expect(parseCliArgs([]).sandboxTtlMs).toBeUndefined();
    expect(parseCliArgs(['--sandbox-ttl', '90']).sandboxTtlMs).toBe(90 * 60_000);
    for (const bad of ['0', '-5', '1.5', 'soon', '525601'])
      expect(() => parseCliArgs(['--sandbox-ttl', bad]), bad).toThrow('--sandbox-ttl');
  });

  it('reads --max-sandboxes, unset by default (1000), bad values refused', () => {
    expect(parseCliArgs([]).maxSandboxes).toBeUndefined();
    expect(parseCliArgs(['--max-sandboxes', '50']).maxSandboxes).toBe(50);
    for (const bad of ['0', '-5', '1.5', 'many', '100001'])
      expect(() => parseCliArgs(['--max-sandboxes', bad]), bad).toThrow('--max-sandboxes');
  });

  it('reads --log and --log-format: API calls only and auto by default, bad values refused', () => {
    expect(parseCliArgs([])).toMatchObject({ log: 'api', logFormat: 'auto' });
    expect(parseCliArgs(['--log', 'all', '--log-format', 'json'])).toMatchObject({
      log: 'all',
      logFormat: 'json',
    });
    expect(parseCliArgs(['--log-format', 'text']).logFormat).toBe('text');
    expect(() => parseCliArgs(['--log', 'some'])).toThrow('--log must be api or all, got some');
    expect(() => parseCliArgs(['--log-format', 'xml'])).toThrow('--log-format must be auto, text');
  });

  it('documents the new flags', () => {
    for (const flag of [
      '--cors-origin <o>',
      '--allowed-host <h>',
      '--control-token <t>',
      '--max-body <bytes>',
      '--log <which>',
      '--log-format <f>',
      '$CARD_ISSUANCE_MOCK_URL',
    ])
      expect(USAGE).toContain(flag);
  });
});
