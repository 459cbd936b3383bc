import type { ServerProps } from 'payload'
import Link from 'next/link'
import { isSupport } from '../../access/roles'
import { poolOf } from '../../db/pool'
import { adminText } from '../i18n/dictionary'
import { adminMessages } from '../i18n/messages'

/** The nav entry for /admin/review with the number waiting, shown to support and admins only. */
export async function ReviewNavLink({ user, payload, i18n }: ServerProps) {
  if (!isSupport(user as never)) return null
  // Served by the (status, paid time) index; the nav renders on every admin page.
  const { rows } = await poolOf(payload).query<{ n: number }>({ name: 'review-nav-count', text: `SELECT count(*)::int AS n FROM orders WHERE status = 'in_review' AND kind IN ('submission', 'update', 'ad')` })
  const count = rows[0]?.n ?? 0
  const label = count ? adminText(adminMessages.reviewNavCount, i18n?.language, { count }) : adminText(adminMessages.reviewNav, i18n?.language)
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/review`} id="nav-review">
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
