export { SupportNotifications } from './SupportNotifications'
