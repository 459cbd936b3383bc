export { Orders } from './Orders'
export { OrderEvents } from './OrderEvents'
