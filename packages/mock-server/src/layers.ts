/** One layer of src/: a top-level folder, what it holds and what it may import. */
export interface Layer {
  /** What the folder holds, in a few words. */
  readonly holds: string;
  /** The folders of src/ it may import besides itself: only folders listed before it in {@link LAYERS}. */
  readonly mayImport: readonly string[];
  /** Packages it must not import, as globs (biome's `noRestrictedImports` reads the same). */
  readonly mayNotImportPackages?: readonly string[];
}

/**
 * The layers of src/, lowest first: each folder imports only the folders listed before it, and only those
 * its `mayImport` names (a face never imports the other face). This is the one table: `architecture.test.ts`
 * checks every import of src/ against it and checks that biome.json's `noRestrictedImports` overrides (the
 * editor's warning) forbid exactly what it forbids; `src/README.md` and `ARCHITECTURE.md` point here.
 * Tests beside the code (`*.test.ts`) are exempt; test support lives outside src/ (`../test/support/`).
 *
 * @example
 * LAYERS.http.mayImport; // ['domain']
 */
export const LAYERS = {
  generated: { holds: 'generated code (the dashboard bundle)', mayImport: [] },
  // The one control client stands alone: the dashboard page bundles it, the test support and the CLI call it.
  client: { holds: 'the one typed control API client and createSandbox', mayImport: [] },
  domain: {
    holds: 'the one model of both styles: records, commands, storage, events, webhooks',
    mayImport: [],
    // The domain runs in browsers too (the MSW handlers): no HTTP framework, no MSW, no node: module.
    mayNotImportPackages: ['hono', 'hono/*', '@hono/*', 'msw', 'msw/*', '@mswjs/*', 'node:*'],
  },
  http: {
    holds: 'what both faces and the control API share: the operation binder, parsing, JSON',
    mayImport: ['domain'],
  },
  'style-a': {
    holds: 'the Style A face: its policy, handlers, views, events, errors',
    mayImport: ['domain', 'http'],
  },
  'style-b': {
    holds: 'the Style B face: its policy, handlers, views, events, errors',
    mayImport: ['domain', 'http'],
  },
  control: {
    holds: "the mock-only control API at /_mock (it shows records through the faces' views)",
    mayImport: ['domain', 'http', 'style-a', 'style-b'],
  },
  docs: { holds: 'the landing page and the API reference at /_mock/docs', mayImport: ['domain', 'http'] },
  dashboard: {
    holds: 'the sandbox dashboard at /_mock/dashboard',
    mayImport: ['http', 'generated', 'client'],
  },
  app: {
    holds: 'createMock: the edge, the middleware chain, the sandboxes, the router that composes the rest',
    mayImport: ['domain', 'http', 'style-a', 'style-b', 'control', 'docs', 'dashboard'],
  },
  testing: {
    holds: 'the public /testing entry: journeys and fixture bodies that drive a mock',
    mayImport: ['domain', 'http', 'style-a', 'style-b', 'app', 'client'],
  },
  msw: { holds: 'the MSW adapter', mayImport: ['app', 'http'] },
  node: {
    holds: 'the Node adapter: listen(), Host checks, the SQLite store',
    mayImport: ['app', 'domain', 'http', 'control'],
  },
  // The drift check runs the SDKs (bundled into the CLI, devDependencies) against any deployment.
  conform: {
    holds: "the drift check: the contract's journeys through the SDKs, each answer checked against the specs",
    mayImport: ['client', 'docs'],
  },
  cli: {
    holds: 'the card-issuance-mock command',
    mayImport: ['app', 'domain', 'http', 'node', 'testing', 'client', 'conform'],
  },
  vitest: { holds: 'the Vitest fixture', mayImport: ['app', 'client'] },
  playwright: { holds: 'the Playwright fixture', mayImport: ['client'] },
} as const satisfies Record<string, Layer>;

/** A top-level folder of src/. */
export type LayerName = keyof typeof LAYERS;
