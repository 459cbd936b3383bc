/** The job contract (queue names, payload schemas, retry policy) and the pg-boss producer and queues. */
export * from './contract'
export * from './boss'
export * from './enqueue'
