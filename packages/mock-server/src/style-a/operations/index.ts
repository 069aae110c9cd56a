export { styleAOperations } from './style-a-operations';
export { tenancyRoutes } from './tenancy-routes';
