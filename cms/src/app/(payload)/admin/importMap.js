import { CaptureNowField as CaptureNowField_d47e803f17f4b8c3f99adfa44cd4608a } from '../../../admin/imageCapture/CaptureNowField'
import { McpSubmissionDecisionField as McpSubmissionDecisionField_f90d4e2a35eebf8f5406ad1be5da29e5 } from '../../../admin/mcpSubmissions/DecisionField'
import { RankingsNavLink as RankingsNavLink_367446a616ddb0d822b926842cd9891f } from '../../../admin/rankings/RankingsNavLink'
import { ReviewNavLink as ReviewNavLink_63ef2e95fe9263b2605fedd131f9ca2e } from '../../../admin/review/ReviewNavLink'
import { AdsNavLink as AdsNavLink_961eebc0fc2ca14171041bb86f0d6ca3 } from '../../../admin/ads/AdsNavLink'
import { RecomputeView as RecomputeView_ce3917341b0414d6bac8dc12c56f3b8e } from '../../../admin/rankings/RecomputeView'
import { ReviewQueueView as ReviewQueueView_1b36b6796d6fda45e6d9302f1a6fb56a } from '../../../admin/review/ReviewQueueView'
import { ReviewOrderView as ReviewOrderView_870d0602e991810a6e8c8450e0e75edd } from '../../../admin/review/ReviewOrderView'
import { AdOccupancyView as AdOccupancyView_c74e82b983fb1514d22f35c4899cfb50 } from '../../../admin/ads/AdOccupancyView'
import { AdCampaignView as AdCampaignView_ce6ecc6a1b4d9aface0b3b47484e5fe9 } from '../../../admin/ads/AdCampaignView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/imageCapture/CaptureNowField#CaptureNowField": CaptureNowField_d47e803f17f4b8c3f99adfa44cd4608a,
  "/admin/mcpSubmissions/DecisionField#McpSubmissionDecisionField": McpSubmissionDecisionField_f90d4e2a35eebf8f5406ad1be5da29e5,
  "/admin/rankings/RankingsNavLink#RankingsNavLink": RankingsNavLink_367446a616ddb0d822b926842cd9891f,
  "/admin/review/ReviewNavLink#ReviewNavLink": ReviewNavLink_63ef2e95fe9263b2605fedd131f9ca2e,
  "/admin/ads/AdsNavLink#AdsNavLink": AdsNavLink_961eebc0fc2ca14171041bb86f0d6ca3,
  "/admin/rankings/RecomputeView#RecomputeView": RecomputeView_ce3917341b0414d6bac8dc12c56f3b8e,
  "/admin/review/ReviewQueueView#ReviewQueueView": ReviewQueueView_1b36b6796d6fda45e6d9302f1a6fb56a,
  "/admin/review/ReviewOrderView#ReviewOrderView": ReviewOrderView_870d0602e991810a6e8c8450e0e75edd,
  "/admin/ads/AdOccupancyView#AdOccupancyView": AdOccupancyView_c74e82b983fb1514d22f35c4899cfb50,
  "/admin/ads/AdCampaignView#AdCampaignView": AdCampaignView_ce6ecc6a1b4d9aface0b3b47484e5fe9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
