export { type DocsAssets, fileDocsAssets, type OpenApiDocument, packagedDocsAssets } from './docs-assets';
export { createDocsRoutes, DOCS_PATHS, type DocsRouteDependencies } from './docs-routes';
export { SPEC_NAMES, type SpecName } from './spec-names';
