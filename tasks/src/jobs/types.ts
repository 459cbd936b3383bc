import type { JobData, JobName } from '@aidir/cms'
import type { Payload } from 'payload'
import type { Log } from '../log'

export type JobContext = { payload: Payload; log: Log; jobId: string; attempt: number }

/** A job handler: receives a payload already validated against the contract in cms/src/jobs. */
export type Handler<N extends JobName> = (data: JobData<N>, ctx: JobContext) => Promise<unknown>
export type Handlers = { [N in JobName]: Handler<N> }
