import { describe, expect, it } from 'vitest';
import { operationFinder } from './find-operation';

const OPS = {
  getCard: { method: 'GET', path: '/v1/cards/{id}' },
  listSpendControls: { method: 'GET', path: '/v1/cards/spend-controls' },
  deleteSpendControl: { method: 'DELETE', path: '/v1/applicants/{id}/spend-controls/{controlId}' },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json' },
} as const;

describe('operationFinder', () => {
  const find = operationFinder('https://api.test/style-a/', OPS);

  it('matches by method and path below the base path, literal paths first', () => {
    expect(find('GET', 'https://api.test/style-a/v1/cards/card_1?x=1')).toBe(OPS.getCard);
    expect(find('GET', 'https://api.test/style-a/v1/cards/spend-controls')).toBe(OPS.listSpendControls);
    expect(find('DELETE', 'https://api.test/style-a/v1/applicants/a/spend-controls/7')).toBe(
      OPS.deleteSpendControl,
    );
    expect(find('GET', 'https://api.test/style-a/.well-known/jwks.json')).toBe(OPS.getJwks);
  });

  it('finds nothing for another method, a deeper path or a dot that is not one', () => {
    expect(find('POST', 'https://api.test/style-a/v1/cards/card_1')).toBeUndefined();
    expect(find('GET', 'https://api.test/style-a/v1/cards/card_1/freeze')).toBeUndefined();
    expect(find('GET', 'https://api.test/style-a/.well-knownXjwks.json')).toBeUndefined();
  });
});
