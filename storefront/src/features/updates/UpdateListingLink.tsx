'use client'

import { useUser } from '@/features/account/client/useUser'
import styles from './updates.module.css'

/**
 * The product page's discreet way to order a paid update: "Update this listing" for its owner,
 * "Suggest a paid update" for everyone else. The page is cached for all visitors, so the owner is
 * recognised in the browser from the signed-in user.
 */
export function UpdateListingLink({ href, ownerId, own, suggest }: { href: string; ownerId: number | null; own: string; suggest: string }) {
  const userId = useUser((s) => s.userInfo?.id ?? null)
  const mine = ownerId !== null && userId === ownerId
  return (
    <a className={styles.listingLink} href={href} rel="nofollow" data-testid="update-listing-link">
      {mine ? own : suggest}
    </a>
  )
}
