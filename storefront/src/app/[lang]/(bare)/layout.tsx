import type React from 'react'
import styles from '@/features/pages/Bare.module.css'

/**
 * SPEC "no layout" pages (the external-link interstitial): no header, menu or footer, just the
 * page centred on its own, so nothing competes with the decision to leave or stay.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className={styles.bare}>
      {children}
    </main>
  )
}
