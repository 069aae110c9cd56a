export { type Ipv4Range, inRange, parseCidr } from './cidr';
export { clientAddress, type RequestOrigin } from './client-address';
export { ipv4ToNumber } from './ip-address';
export {
  createSourceCheck,
  PRODUCTION_SOURCE_RANGES,
  type SourceAllowlistOptions,
  sourceCheckFor,
} from './source-allowlist';
