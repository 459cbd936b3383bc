// Generated list of every namespace file; add a namespace here and in all four folders.

import en_common from './locales/en/common.json'
import en_home from './locales/en/home.json'
import en_catalogue from './locales/en/catalogue.json'
import en_discover from './locales/en/discover.json'
import en_product from './locales/en/product.json'
import en_models from './locales/en/models.json'
import en_mcp from './locales/en/mcp.json'
import en_news from './locales/en/news.json'
import en_guide from './locales/en/guide.json'
import en_market from './locales/en/market.json'
import en_pages from './locales/en/pages.json'
import en_errors from './locales/en/errors.json'
import en_rankings from './locales/en/rankings.json'
import zh_common from './locales/zh/common.json'
import zh_home from './locales/zh/home.json'
import zh_catalogue from './locales/zh/catalogue.json'
import zh_discover from './locales/zh/discover.json'
import zh_product from './locales/zh/product.json'
import zh_models from './locales/zh/models.json'
import zh_mcp from './locales/zh/mcp.json'
import zh_news from './locales/zh/news.json'
import zh_guide from './locales/zh/guide.json'
import zh_market from './locales/zh/market.json'
import zh_pages from './locales/zh/pages.json'
import zh_errors from './locales/zh/errors.json'
import zh_rankings from './locales/zh/rankings.json'
import zhTW_common from './locales/zh-TW/common.json'
import zhTW_home from './locales/zh-TW/home.json'
import zhTW_catalogue from './locales/zh-TW/catalogue.json'
import zhTW_discover from './locales/zh-TW/discover.json'
import zhTW_product from './locales/zh-TW/product.json'
import zhTW_models from './locales/zh-TW/models.json'
import zhTW_mcp from './locales/zh-TW/mcp.json'
import zhTW_news from './locales/zh-TW/news.json'
import zhTW_guide from './locales/zh-TW/guide.json'
import zhTW_market from './locales/zh-TW/market.json'
import zhTW_pages from './locales/zh-TW/pages.json'
import zhTW_errors from './locales/zh-TW/errors.json'
import zhTW_rankings from './locales/zh-TW/rankings.json'
import ja_common from './locales/ja/common.json'
import ja_home from './locales/ja/home.json'
import ja_catalogue from './locales/ja/catalogue.json'
import ja_discover from './locales/ja/discover.json'
import ja_product from './locales/ja/product.json'
import ja_models from './locales/ja/models.json'
import ja_mcp from './locales/ja/mcp.json'
import ja_news from './locales/ja/news.json'
import ja_guide from './locales/ja/guide.json'
import ja_market from './locales/ja/market.json'
import ja_pages from './locales/ja/pages.json'
import ja_errors from './locales/ja/errors.json'
import ja_rankings from './locales/ja/rankings.json'

export const namespaces = ['common', 'home', 'catalogue', 'discover', 'product', 'models', 'mcp', 'news', 'guide', 'market', 'pages', 'errors', 'rankings'] as const
export type Namespace = (typeof namespaces)[number]

export const resources = {
  en: { common: en_common, home: en_home, catalogue: en_catalogue, discover: en_discover, product: en_product, models: en_models, mcp: en_mcp, news: en_news, guide: en_guide, market: en_market, pages: en_pages, errors: en_errors, rankings: en_rankings },
  zh: { common: zh_common, home: zh_home, catalogue: zh_catalogue, discover: zh_discover, product: zh_product, models: zh_models, mcp: zh_mcp, news: zh_news, guide: zh_guide, market: zh_market, pages: zh_pages, errors: zh_errors, rankings: zh_rankings },
  'zh-TW': { common: zhTW_common, home: zhTW_home, catalogue: zhTW_catalogue, discover: zhTW_discover, product: zhTW_product, models: zhTW_models, mcp: zhTW_mcp, news: zhTW_news, guide: zhTW_guide, market: zhTW_market, pages: zhTW_pages, errors: zhTW_errors, rankings: zhTW_rankings },
  ja: { common: ja_common, home: ja_home, catalogue: ja_catalogue, discover: ja_discover, product: ja_product, models: ja_models, mcp: ja_mcp, news: ja_news, guide: ja_guide, market: ja_market, pages: ja_pages, errors: ja_errors, rankings: ja_rankings },
} as const
