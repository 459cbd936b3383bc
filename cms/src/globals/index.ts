import { SiteSettings } from './SiteSettings'
import { InvoiceSettings } from './InvoiceSettings'
import { McpRegistrySync } from './McpRegistrySync'

export const globals = [SiteSettings, InvoiceSettings, McpRegistrySync]
