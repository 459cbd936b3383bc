import { accountRoutes } from '@/features/account/server/routes'
import { adDisplayRoutes } from '@/features/adDisplay/routes'
import type { RouteDeclaration } from '@/features/api/route'
import { geoRoutes } from '@/features/geo/routes'
import { mcpPlaygroundRoutes } from '@/features/mcpPlayground/routes'
import { mcpSubmitRoutes } from '@/features/mcpSubmit/routes'
import { deploymentRoutes } from '@/features/deployment/routes'
import { marketRoutes } from '@/features/markets/requestRoutes'
import { arenaRoutes } from '@/features/arena/routes'
import { navigationRoutes } from '@/features/navigation/routes'
import { orderRoutes } from '@/features/orders/routes'
import { adRoutes } from '@/features/ads/routes'
import { invoiceRoutes } from '@/features/invoices/routes'
import { mcpRoutes } from '@/features/mcp/copyCount'
import { updateRoutes } from '@/features/updates/routes'
import { phoneRoutes } from '@/features/phone-binding/routes'
import { rankingExportRoute } from '@/features/rankings/routes'
import { routingRoutes } from '@/features/routing/routes'
import { recommendRoutes } from '@/features/recommend/routes'
import { supportRoutes } from '@/features/support/routes'
import { trackerRoutes } from '@/features/tracker/routes'
import { uploadRoutes } from '@/features/uploads/routes'
import { verificationRoutes } from '@/features/verification/routes'
import { healthRoute, openApiRoute, revalidateRoute } from './routes'

/**
 * Every declared /api operation, for the OpenAPI document. A route file under app/api whose
 * operation is missing here fails tests/unit/openApiDocument.test.ts.
 */
export const routeCatalogue: readonly RouteDeclaration[] = [
  ...accountRoutes,
  ...verificationRoutes,
  ...phoneRoutes,
  ...geoRoutes,
  ...deploymentRoutes,
  ...marketRoutes,
  ...arenaRoutes,
  ...trackerRoutes,
  ...mcpPlaygroundRoutes,
  ...mcpSubmitRoutes,
  ...navigationRoutes,
  ...routingRoutes,
  ...supportRoutes,
  ...recommendRoutes,
  ...orderRoutes,
  ...adRoutes,
  ...updateRoutes,
  ...uploadRoutes,
  ...invoiceRoutes,
  ...adDisplayRoutes,
  ...mcpRoutes,
  rankingExportRoute,
  openApiRoute,
  revalidateRoute,
  healthRoute,
]
