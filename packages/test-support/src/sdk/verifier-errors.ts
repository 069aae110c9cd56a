import * as verifierErrors from '@card-issuance/webhook-verifier/errors';
import { expect } from 'vitest';

/**
 * Checks that `exported` (a module's namespace) holds every class of the verifier's `/errors` entry,
 * the very same ones, so that `instanceof` holds across packages.
 *
 * @example
 * expectEveryVerifierError(await import('../index'));
 */
export function expectEveryVerifierError(exported: object): void {
  const names = new Map<string, unknown>(Object.entries(exported));
  const classes = Object.entries(verifierErrors);
  expect(classes.length).toBeGreaterThan(0);
  for (const [name, Class] of classes) expect(names.get(name), name).toBe(Class);
}
