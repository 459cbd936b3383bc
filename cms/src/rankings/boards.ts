import type { Granularity } from './periods'

export const boards = ['traffic', 'region', 'category', 'trend', 'new', 'ios', 'android'] as const
export type Board = (typeof boards)[number]

/** Rows kept per board and scope: what a ranking page shows. */
export const RANKING_SIZE = 100

/**
 * Floors that keep noise off the trend and new-star boards: a product needs this many visits in
 * the previous period to be called fast-growing, and this many in the period to be a new star.
 * Scaled by period length (a week is about a quarter of a month).
 */
export const trendFloor: Record<Granularity, number> = { week: 2_500, month: 10_000, quarter: 30_000 }
export const newStarFloor: Record<Granularity, number> = { week: 1_250, month: 5_000, quarter: 15_000 }
/** A new star was first seen (its first traffic point) at most this many days before the period began. */
export const newStarWindowDays: Record<Granularity, number> = { week: 56, month: 90, quarter: 180 }
