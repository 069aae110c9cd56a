export { isoTime, isoTimeFormatter } from './iso-time';
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
export { type SeededProgram, seedProgram } from './seed-program';
