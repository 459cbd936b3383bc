import type { CollectionConfig } from 'payload'
import { AdPositions } from './AdPositions'
import { AiModels } from './AiModels'
import { AiModelChanges } from './AiModelChanges'
import { AiServices } from './AiServices'
import { Categories } from './Categories'
import { ComputeOffers } from './ComputeOffers'
import { Datasets } from './Datasets'
import { Faqs } from './Faqs'
import { GeoChecks, GeoDetections, GeoLeads, GeoSamples } from './Geo'
import { Gpus } from './Gpus'
import { Guides } from './Guides'
import { McpClients } from './McpClients'
import { McpServers } from './McpServers'
import { McpRegistryEntries } from './McpRegistryEntries'
import { McpServerProbes } from './McpServerProbes'
import { McpSubmissions } from './McpSubmissions'
import { MarketRequests } from './MarketRequests'
import { Media } from './Media'
import { NavMenus } from './NavMenus'
import { News } from './News'
import { NewsFeeds } from './NewsFeeds'
import { Products } from './Products'
import { RouteRules } from './RouteRules'
import { ServicePackages } from './ServicePackages'
import { SearchSynonyms } from './SearchSynonyms'
import { Tags } from './Tags'
import { TrackerAnswers, TrackerQuestions, TrackerReports, TrackerRuns, Trackers } from './Tracker'
import { FactReports, SupportNotifications } from './Support'
import { ScenarioHistory, ScenarioPlans } from './Recommend'
import { Users } from './Users'
import { NotificationPhones, PuzzleChallenges, SmsCodes, SmsOutbox, VerificationTokens } from './verification'
import { Favorites } from './Favorites'
import { LoginTickets } from './LoginTickets'
import { Outbox } from './Outbox'
import { PointsLedger } from './PointsLedger'
import { OrderEvents, Orders } from './Orders'
import { Invoices } from './Invoices'
import { AdCampaigns } from './Ads'
import { DeploymentRequests, Deployments } from './Deployments'

export const collections: CollectionConfig[] = [
  Products,
  Categories,
  Tags,
  SearchSynonyms,
  AiModels,
  AiModelChanges,
  McpServers,
  McpClients,
  McpRegistryEntries,
  McpServerProbes,
  McpSubmissions,
  News,
  NewsFeeds,
  Guides,
  Faqs,
  Datasets,
  ComputeOffers,
  Gpus,
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
  // Slide-puzzle verification and phone binding (issue 4, items 7 and 8).
  PuzzleChallenges,
  VerificationTokens,
  SmsCodes,
  SmsOutbox,
  NotificationPhones,
  Trackers,
  TrackerRuns,
  TrackerQuestions,
  TrackerAnswers,
  TrackerReports,
  LoginTickets,
  PointsLedger,
  Favorites,
  Outbox,
  GeoLeads,
  SupportNotifications,
  FactReports,
  Orders,
  OrderEvents,
  Invoices,
  AdCampaigns,
  Deployments,
  DeploymentRequests,
  MarketRequests,
  ScenarioPlans,
  ScenarioHistory,
]
