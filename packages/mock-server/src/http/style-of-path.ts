/** Which face a request is for: Style A, Style B sandbox, Style B production, or the control API. */
export type StyleName = 'a' | 'b' | 'b-production';

/** Base paths of the faces on the mock's single origin (G-1). */
export const BASE_PATHS = {
  a: '/style-a',
  b: '/style-b',
  'b-production': '/style-b-production',
  control: '/_mock',
} as const;

export type FaceName = keyof typeof BASE_PATHS;

// Longest base first, so /style-b-production never reads as /style-b.
// With the base's slash made once: this runs on every request.
const LONGEST_FIRST = (Object.entries(BASE_PATHS) as Array<[FaceName, string]>)
  .sort((x, y) => y[1].length - x[1].length)
  .map(([face, base]) => [face, base, `${base}/`] as const);

/**
 * Splits a pathname into its face and the path below that face's base URL.
 *
 * @example
 * faceOf('/style-b-production/v1/card-list'); // { face: 'b-production', path: '/v1/card-list' }
 */
export function faceOf(pathname: string): { face: FaceName; path: string } | undefined {
  for (const [face, base, below] of LONGEST_FIRST) {
    if (pathname === base || pathname.startsWith(below))
      return { face, path: pathname.slice(base.length) || '/' };
  }
  return undefined;
}
