export { type ListeningMock, type ListenOptions, listen } from './listen';
