export { applicantHandlers } from './applicant-routes';
export { callbackHandlers, LEGACY_CALLBACK_DEPRECATED_AT } from './callback-routes';
export { cardHandlers } from './card-routes';
export { organizationHandlers } from './organization-routes';
export { spendControlHandlers } from './spend-control-routes';
export { styleAOperations } from './style-a-operations';
