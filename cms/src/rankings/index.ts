/** Rankings: periods, regions and boards, the computation of snapshots, and the reads of published ones. */
export * from './periods'
export * from './regions'
export * from './boards'
export * from './compute'
export * from './snapshots'
