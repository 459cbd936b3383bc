export * from './orderStates'
