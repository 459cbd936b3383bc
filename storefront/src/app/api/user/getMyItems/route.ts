import { favoriteTargets } from '@aidir/cms/accounts'
import { getMyItemsRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/**
 * GET /api/user/getMyItems?type=product|model|mcp: what the caller owns or submitted (user centre:
 * My AI Apps, My Models, My Servers), drafts included — the catalogue's access rules let an owner
 * read their own drafts.
 */
export const GET = defineRoute(getMyItemsRoute, async ({ payload, user, query, locale }) => {
  const found = await payload.find({
    collection: favoriteTargets[query.type],
    where: { owner: { equals: user.id } },
    user,
    overrideAccess: false,
    // Names in the page's language, as everywhere else on the site.
    locale,
    depth: 0,
    page: query.page,
    limit: 20,
    sort: '-updatedAt',
  })
  return {
    list: found.docs.map((d) => {
      const doc = d as { id: number; key: string; name?: string; title?: string; status?: string; updatedAt: string }
      return { id: doc.id, key: doc.key, name: doc.title ?? doc.name ?? doc.key, status: doc.status ?? null, updatedAt: doc.updatedAt }
    }),
    total: found.totalDocs,
    page: found.page ?? 1,
    pages: found.totalPages,
  }
})

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
