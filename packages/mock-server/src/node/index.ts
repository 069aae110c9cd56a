export { type ListeningMock, type ListenOptions, listen } from './listen';
export { createSqliteStorage, type SqliteStorage } from './sqlite-storage';
