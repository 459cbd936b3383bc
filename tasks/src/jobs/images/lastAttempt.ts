import { jobs, type JobName } from '@aidir/cms'

/** True on a job's last try: a failure is then recorded on the record instead of thrown for a retry. */
export const isLastAttempt = (queue: JobName, attempt: number) => attempt > jobs[queue].queue.retryLimit
