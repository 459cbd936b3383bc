import type { ServerProps } from 'payload'
import Link from 'next/link'
import { isEditor } from '../../access/roles'
import { adminText } from '../i18n/dictionary'
import { adminMessages } from '../i18n/messages'

/** The nav entry for /admin/rankings, shown to editors and admins only. */
export function RankingsNavLink({ user, payload, i18n }: ServerProps) {
  if (!isEditor(user as never)) return null
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/rankings`} id="nav-rankings">
      <span className="nav__link-label">{adminText(adminMessages.rankingsNav, i18n?.language)}</span>
    </Link>
  )
}
