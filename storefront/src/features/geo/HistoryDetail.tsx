'use client'

import { CheckResult } from './CheckResult'

/** /tools/geo/{historyId}: one past check, read by the browser with the visitor's sign-in. */
export function HistoryDetail({ checkId, loginHref }: { checkId: number; loginHref: string }) {
  return <CheckResult checkId={checkId} loginHref={loginHref} />
}
