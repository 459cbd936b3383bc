import { RankingsNavLink as RankingsNavLink_367446a616ddb0d822b926842cd9891f } from '../../../admin/rankings/RankingsNavLink'
import { RecomputeView as RecomputeView_ce3917341b0414d6bac8dc12c56f3b8e } from '../../../admin/rankings/RecomputeView'
import { CaptureNowField as CaptureNowField_b42facb1368415fc23c948a1b84c3abc } from '../../../admin/imageCapture/CaptureNowField'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/rankings/RankingsNavLink#RankingsNavLink": RankingsNavLink_367446a616ddb0d822b926842cd9891f,
  "/admin/rankings/RecomputeView#RecomputeView": RecomputeView_ce3917341b0414d6bac8dc12c56f3b8e,
  "/admin/imageCapture/CaptureNowField#CaptureNowField": CaptureNowField_b42facb1368415fc23c948a1b84c3abc,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
