/** The specs `/_mock/docs` renders, in the order its switcher lists them; each is `specs/<name>.openapi.yaml`. */
export const SPEC_NAMES = ['style-b', 'style-a', 'mock-control'] as const;

export type SpecName = (typeof SPEC_NAMES)[number];

/** What the reference calls each spec. */
export const SPEC_TITLES: Record<SpecName, string> = {
  'style-b': 'Style B',
  'style-a': 'Style A',
  'mock-control': 'Mock control API',
};

/**
 * Narrows a path segment to a spec name.
 *
 * @example
 * isSpecName('style-b'); // true
 */
export function isSpecName(value: string): value is SpecName {
  return (SPEC_NAMES as readonly string[]).includes(value);
}
