export { emitEvent, isoTime, type StyleBEventType } from './emit-event';
export {
  createProgram,
  ENVIRONMENTS,
  findCredentials,
  findInScope,
  getProgram,
  listPrograms,
  type ProgramCredentials,
  type ProgramRecord,
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
