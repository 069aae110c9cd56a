import { contractSetup } from '@card-issuance/test-support/contract';

/** globalSetup of `sdk-style-a-contract`: the mock behind Prism for Style A's spec and the control API. */
export const setup = contractSetup('a');
