import { contractSetup } from '../../../mock-server/test/contract/contract-setup';

/** globalSetup of `sdk-style-a-contract`: the mock behind Prism for Style A's spec and the control API. */
export const setup = contractSetup('a');
