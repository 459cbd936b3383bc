'use client'

import { useState } from 'react'
import { CheckForm } from './CheckForm'
import { CheckResult } from './CheckResult'
import type { CheckedInput } from './checkForm'
import styles from './geo.module.css'

/**
 * /tools/geo/{historyId}: one past check, read by the browser with the visitor's sign-in, beside
 * the checker's form filled with what that check asked, so it can be run again or varied. A check
 * started here is followed on the checker page (`?check=`), where results are watched.
 */
export function HistoryDetail({ checkId, loginHref, langType, checkerHref }: { checkId: number; loginHref: string; langType: string; checkerHref: string }) {
  const [prefill, setPrefill] = useState<CheckedInput | null>(null)
  return (
    <div className={styles.checker}>
      <CheckForm langType={langType} loginHref={loginHref} prefill={prefill} onStarted={(id) => window.location.assign(`${checkerHref}?check=${id}`)} />
      <div className={styles.panel}>
        <CheckResult checkId={checkId} loginHref={loginHref} onLoaded={setPrefill} />
      </div>
    </div>
  )
}
