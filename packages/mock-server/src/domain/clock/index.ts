export {
  type Clock,
  type ClockOptions,
  type ClockState,
  type ControllableClock,
  createClock,
  type ScheduledTask,
} from './clock';
export { isoTime, isoTimeFormatter } from './iso-time';
