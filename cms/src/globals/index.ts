import { SiteSettings } from './SiteSettings'
import { InvoiceSettings } from './InvoiceSettings'
import { McpRegistrySync } from './McpRegistrySync'
import { ArenaReferenceRatings } from './ArenaReferenceRatings'

export const globals = [SiteSettings, InvoiceSettings, McpRegistrySync, ArenaReferenceRatings]
