export {
  CREDENTIALS,
  createPartner,
  ENVIRONMENTS,
  findCredentials,
  findInScope,
  getPartner,
  listPartners,
  PARTNERS,
  type PartnerCredentials,
  type PartnerRecord,
  partnerByParentAccount,
} from './partner-store';
export { type SeededPartner, seedPartner } from './seed-partner';
