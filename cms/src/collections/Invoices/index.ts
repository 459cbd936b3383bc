export { Invoices } from './Invoices'
