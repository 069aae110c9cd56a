import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-support';

describe('unsupportedNode', () => {
  it.each([
    [
      '20.20.2',
      'card-issuance-mock needs Node 22.13 or newer (this is Node 20.20.2); install a newer Node from https://nodejs.org and run it again',
    ],
    [
      '22.12.0',
      'card-issuance-mock needs Node 22.13 or newer (this is Node 22.12.0); install a newer Node from https://nodejs.org and run it again',
    ],
    ['22.13.0', undefined],
    ['22.23.1', undefined],
    ['24.0.0', undefined],
  ])('Node %s against >=22.13', (current, expected) => {
    expect(unsupportedNode('>=22.13', current)).toBe(expected);
  });

  it('compares patch versions when the range names one, and ignores ranges it does not read', () => {
    expect(unsupportedNode('>=22.13.1', '22.13.0')).toMatch(/needs Node 22\.13\.1 or newer/);
    expect(unsupportedNode('>= 22', '21.9.0')).toMatch(/needs Node 22 or newer/);
    expect(unsupportedNode('^22.13 || >=24', '20.0.0')).toBeUndefined();
  });
});
