// One CLI mock for the whole run, named in CARD_ISSUANCE_MOCK_URL for every worker; stopped at the end.
export { globalSetup as default } from '@card-issuance/mock-server/playwright';
