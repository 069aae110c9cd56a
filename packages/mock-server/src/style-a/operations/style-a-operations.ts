import type { StyleAOperations } from '../style-a-app';
import { tenancyRoutes } from './tenancy-routes';

/**
 * Every protected Style A operation, resource by resource.
 *
 * @example
 * createStyleAApp(deps, '/style-a', styleAOperations);
 */
export const styleAOperations: StyleAOperations = (kit) => {
  tenancyRoutes(kit);
};
