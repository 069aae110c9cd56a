export {
  type Clock,
  type ClockOptions,
  type ControllableClock,
  createClock,
  type ScheduledTask,
} from './clock';
