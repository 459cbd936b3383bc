import type { CollectionConfig } from 'payload'
import { AdPositions } from './AdPositions'
import { AiModels } from './AiModels'
import { AiServices } from './AiServices'
import { Categories } from './Categories'
import { ComputeOffers } from './ComputeOffers'
import { Datasets } from './Datasets'
import { Faqs } from './Faqs'
import { GeoChecks, GeoDetections, GeoLeads, GeoSamples } from './Geo'
import { Guides } from './Guides'
import { McpServers } from './McpServers'
import { Media } from './Media'
import { NavMenus } from './NavMenus'
import { News } from './News'
import { Products } from './Products'
import { RouteRules } from './RouteRules'
import { ServicePackages } from './ServicePackages'
import { Tags } from './Tags'
import { SupportNotifications } from './Support'
import { Users } from './Users'

export const collections: CollectionConfig[] = [
  Products,
  Categories,
  Tags,
  AiModels,
  McpServers,
  News,
  Guides,
  Faqs,
  Datasets,
  ComputeOffers,
  AiServices,
  AdPositions,
  ServicePackages,
  NavMenus,
  RouteRules,
  Media,
  Users,
  GeoChecks,
  GeoDetections,
  GeoSamples,
  GeoLeads,
  SupportNotifications,
]
