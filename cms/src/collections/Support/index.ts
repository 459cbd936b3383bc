export { FactReports } from './FactReports'
export { SupportNotifications } from './SupportNotifications'
