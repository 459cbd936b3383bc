/** Why points were credited or debited (the ledger's `reason`). */
export const pointsReasons = ['register', 'dailyLogin', 'adjustment'] as const
export type PointsReason = (typeof pointsReasons)[number]
