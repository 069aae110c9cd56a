/** Which face a request is for: Style A, Style B sandbox, Style B production, or the control API. */
export type StyleName = 'a' | 'b' | 'b-production';

/** Base paths of the faces on the mock's single origin (G-1); each face's object (`Face.basePath`) names its own. */
export const BASE_PATHS = {
  a: '/style-a',
  b: '/style-b',
  'b-production': '/style-b-production',
  control: '/_mock',
} as const;

export type FaceName = keyof typeof BASE_PATHS;
