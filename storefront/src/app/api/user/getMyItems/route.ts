import { favoriteTargets } from '@aidir/cms/accounts'
import { localeOfLangType } from '@/features/navigation/apiLocale'
import { withUser } from '@/features/account/server/context'
import { invalid, ok, queryOf } from '@/features/account/server/envelope'
import { myItemsQuery } from '@/features/account/server/schemas'

/**
 * GET /api/user/getMyItems?type=product|model|mcp: what the caller owns or submitted (user centre:
 * My AI Apps, My Models, My Servers), drafts included — the catalogue's access rules let an owner
 * read their own drafts.
 */
export async function GET(request: Request) {
  const query = myItemsQuery.safeParse(queryOf(request))
  if (!query.success) return invalid(query.error)
  return withUser(request, async (user, payload) => {
    const found = await payload.find({
      collection: favoriteTargets[query.data.type],
      where: { owner: { equals: user.id } },
      user,
      overrideAccess: false,
      // Names in the page's language, as everywhere else on the site.
      locale: localeOfLangType(query.data.langType),
      depth: 0,
      page: query.data.page,
      limit: 20,
      sort: '-updatedAt',
    })
    return ok({
      list: found.docs.map((d) => {
        const doc = d as { id: number; key: string; name?: string; title?: string; status?: string; updatedAt: string }
        return { id: doc.id, key: doc.key, name: doc.title ?? doc.name ?? doc.key, status: doc.status ?? null, updatedAt: doc.updatedAt }
      }),
      total: found.totalDocs,
      page: found.page ?? 1,
      pages: found.totalPages,
    })
  })
}
