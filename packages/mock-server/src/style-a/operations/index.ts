export { applicantRoutes } from './applicant-routes';
export { callbackRoutes, LEGACY_CALLBACK_DEPRECATED_AT } from './callback-routes';
export { cardRoutes } from './card-routes';
export { spendControlRoutes } from './spend-control-routes';
export { styleAOperations } from './style-a-operations';
export { tenancyRoutes } from './tenancy-routes';
