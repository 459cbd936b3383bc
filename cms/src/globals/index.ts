import { SiteSettings } from './SiteSettings'
import { InvoiceSettings } from './InvoiceSettings'

export const globals = [SiteSettings, InvoiceSettings]
