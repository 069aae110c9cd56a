export { type PurchaseFixture, purchase } from './purchase';
export { FIXTURE_ADDRESS, type StyleBCardholderFor, styleBCardholderBody } from './request-bodies';
export { callJson, control, JourneyError, type JourneyFetch, type JourneyTarget } from './sandbox-client';
export { type StyleACardFixture, styleAApplicant, styleACard, styleAToken } from './style-a-journeys';
export { type StyleBCardFixture, styleBAccount, styleBCard, styleBToken } from './style-b-journeys';
