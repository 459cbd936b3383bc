import pino from 'pino'

export const log = pino({ name: 'tasks', level: process.env.LOG_LEVEL ?? 'info' })
export type Log = Pick<typeof log, 'info' | 'warn' | 'error' | 'debug'>
