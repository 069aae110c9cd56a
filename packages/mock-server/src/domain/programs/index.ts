export { isoTime } from './iso-time';
export {
  CREDENTIALS,
  createProgram,
  ENVIRONMENTS,
  findCredentials,
  findInScope,
  getProgram,
  listPrograms,
  PROGRAMS,
  type ProgramCredentials,
  type ProgramRecord,
  programByParentAccount,
} from './program-store';
export {
  type FieldOptions,
  fingerprint,
  type Input,
  isAbsent,
  isAbsentString,
  optionalString,
  readObject,
  requiredEmail,
  requiredEnum,
  requiredString,
  requiredUuid,
} from './read-input';
export { jsonDepth, MAX_JSON_DEPTH, parseJsonObject } from './read-json';
export { type SeededProgram, seedProgram } from './seed-program';
