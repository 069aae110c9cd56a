export { behindPrism } from './behind-prism';
export { contractFetch, contractTarget, takeContractViolations } from './contract-fetch';
export { CONTRACT_T0, contractSetup } from './contract-setup';
export { type PrismStack, serveThroughPrism } from './prism-stack';
export type { ContractConfig } from './provided-context';
