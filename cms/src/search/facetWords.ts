import type { PricingFacet } from './facets'

/**
 * Words that name a facet rather than what a product does, in the four languages. They are filters:
 * "free open source speech to text" means open-source speech-to-text tools one can use for free,
 * not pages containing the words "free", "open" and "source". Category names come from the
 * categories themselves (every language), and editors' synonym groups that contain one.
 */
export const pricingWords: Record<PricingFacet, string[]> = {
  free: ['free', 'for free', 'free of charge', 'no cost', 'gratis', 'free to use', '免费', '免費', '無料', 'フリー'],
  freemium: ['freemium', '免费增值', '免費增值', 'フリーミアム'],
  free_trial: ['free trial', 'free trials', '免费试用', '免費試用', '無料トライアル', '無料体験', '無料お試し'],
  paid: ['paid', '付费', '付費', '有料'],
}

export const openSourceWords = ['open source', 'opensource', 'open sourced', 'oss', '开源', '開源', 'オープンソース', 'オープン ソース']

/**
 * Words that carry no meaning of their own in a directory's search box ("ai tools for …", "…的工具").
 * They are dropped when the query says something else too; alone ("ai") they are searched.
 */
export const fillerWords = new Set([
  'ai', 'a', 'an', 'the', 'for', 'with', 'to', 'of', 'and', 'in', 'on', 'that', 'best', 'top', 'good', 'online',
  'tool', 'tools', 'app', 'apps', 'software', 'website', 'websites', 'platform', 'platforms', 'service', 'services',
  '工具', '软件', '应用', '网站', '平台', '的', '和', '与', '最好', '推荐', '好用', '在线', '神器', '软体',
  '軟體', '應用', '網站', '與', '推薦', '線上', '線上工具',
  'ツール', 'ソフト', 'アプリ', 'サイト', 'サービス', 'の', 'と', 'で', 'おすすめ', 'オンライン',
])
