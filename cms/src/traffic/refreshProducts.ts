import type { Queryable } from '../db/pool'

/**
 * Copies each product's latest monthly point into its `traffic` fields (what cards, sorting and
 * the detail header show), so those stay a cheap column read. Without ids: every product.
 */
export async function refreshProductTraffic(db: Queryable, productIds?: number[]): Promise<number> {
  const result = await db.query(
    `UPDATE products p SET
       traffic_monthly_visits = t.visits, traffic_avg_visit_duration = t.avg_visit_duration,
       traffic_pages_per_visit = t.pages_per_visit, traffic_bounce_rate = t.bounce_rate,
       traffic_period = to_char(t.period_start, 'YYYY-MM'), traffic_source = t.source,
       traffic_sources_direct = t.share_direct, traffic_sources_organic_search = t.share_search,
       traffic_sources_email = t.share_email, traffic_sources_referral = t.share_referral,
       traffic_sources_social = t.share_social, traffic_sources_display_ads = t.share_display
       FROM (SELECT DISTINCT ON (product_id) * FROM traffic_points
              WHERE granularity = 'month' ${productIds ? 'AND product_id = ANY($1::int[])' : ''}
              ORDER BY product_id, period_start DESC) t
      WHERE p.id = t.product_id`,
    productIds ? [productIds] : [],
  )
  return result.rowCount ?? 0
}
