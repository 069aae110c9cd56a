import { contractSetup } from '@card-issuance/test-support/contract';

/** globalSetup of `sdk-style-b-contract`: the mock behind Prism for Style B's spec and the control API. */
export const setup = contractSetup('b');
