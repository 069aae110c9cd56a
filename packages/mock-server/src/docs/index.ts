export { type DocsAssets, fileDocsAssets, type OpenApiDocument, packagedDocsAssets } from './docs-assets';
export { createDocsRoutes, DOCS_PATHS, type DocsRouteDependencies } from './docs-routes';
export { DOCS_STYLE_A_ROLE } from './live-values';
export { SPEC_NAMES, type SpecName } from './spec-names';
export type { TryItTokens } from './try-it-auth';
