import type { ServerProps } from 'payload'
import Link from 'next/link'
import { isStaff } from '../../access/roles'
import { adminText } from '../i18n/dictionary'
import { adminMessages } from '../i18n/messages'

/** The nav entry for /admin/ads (occupancy and queue of the ad positions), for support, editors and admins. */
export function AdsNavLink({ user, payload, i18n }: ServerProps) {
  if (!isStaff(user as never)) return null
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/ads`} id="nav-ads">
      <span className="nav__link-label">{adminText(adminMessages.adsNav, i18n?.language)}</span>
    </Link>
  )
}
