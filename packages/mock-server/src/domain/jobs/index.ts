export { cancelJob, defineJob, JOBS, type JobKind, type JobRecord, restoreJobs, scheduleJob } from './jobs';
