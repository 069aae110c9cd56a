import { contractSetup } from '../../../mock-server/test/contract/contract-setup';

/** globalSetup of `sdk-style-b-contract`: the mock behind Prism for Style B's spec and the control API. */
export const setup = contractSetup('b');
