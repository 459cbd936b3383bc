/**
 * Every page's path without language prefix, in one place so links agree. Wrap with
 * localePath(locale, …) for an href in the page's language.
 */
const enc = encodeURIComponent

export const routes = {
  home: () => '/',
  tools: (tab?: 'products' | 'mcp' | 'models' | 'news' | 'guides') => (tab ? `/tools?tab=${tab}` : '/tools'),
  categories: () => '/class',
  category: (key: string) => `/class/${enc(key)}`,
  tag: (key: string) => `/tag/${enc(key)}`,
  discover: (query?: string) => (query ? `/discover/${enc(query)}` : '/discover'),
  product: (key: string) => `/details/${enc(key)}`,
  paidProducts: () => '/products/paid',
  openSourceProducts: () => '/products/open-source',
  models: () => '/models',
  arena: () => '/models/arena',
  leaderboard: () => '/models/leaderboard',
  model: (key: string) => `/models/${enc(key)}`,
  /** Two to four models side by side (`?m=a,b,c`, the shareable form). */
  modelsCompare: (keys: string[] = []) => (keys.length ? `/models/compare?m=${keys.map(enc).join(',')}` : '/models/compare'),
  modelsCost: () => '/models/cost',
  mcpServers: () => '/mcp',
  mcpServer: (key: string) => `/mcp/${enc(key)}`,
  /** The client guide; with a server and a client, the generated configuration of that pair. */
  /** The playground; a server's remote opens in it with its address (and transport) filled in. */
  mcpPlayground: (remote?: { url: string; transport?: string }) => (remote ? `/mcp/playground?${new URLSearchParams(remote.transport ? { url: remote.url, transport: remote.transport } : { url: remote.url })}` : '/mcp/playground'),
  mcpClients: (choice?: { server: string; client: string }) => (choice ? `/mcp/client?${new URLSearchParams(choice)}` : '/mcp/client'),
  /** The MCP rankings: popular at the base path, the other boards below it (features/mcp/ranking/boards.ts). */
  mcpRanking: (board: 'popular' | 'trending-7d' | 'trending-30d' | 'top-rated' = 'popular') => (board === 'popular' ? '/mcp/ranking' : `/mcp/ranking/${board}`),
  news: () => '/news',
  newsArticle: (key: string) => `/news/${enc(key)}`,
  dailyBriefs: () => '/news/daily',
  guides: () => '/guide',
  guide: (key: string) => `/guide/${enc(key)}`,
  dataMarket: () => '/market/data',
  computeMarket: () => '/market/compute',
  computeAssistant: () => '/market/compute/assistant',
  services: () => '/services',
  agent: () => '/agent',
  agreement: () => '/protocol/agreement',
  privacy: () => '/protocol/privacyPolicy',
  about: (section?: string) => (section ? `/about#${section}` : '/about'),
  externalLink: (url: string) => `/ExcessLink?url=${enc(url)}`,
  shortLink: (id: string | number) => `/short-link/${enc(String(id))}`,
  shareDemo: () => '/share-demo',
  rankings: () => '/best-ai-tools',
  /** A ranking board; `segments` from features/rankings/slug.ts (period, region/…, category/…, trend, new). */
  rankingBoard: (kind: 'weekly' | 'monthly' | 'quarterly', segments: string[] = []) => ['/best-ai-tools', kind, ...segments.map(enc)].join('/'),
  appRanking: (store: 'android' | 'ios', period?: string) => `/best-ai-apps/${store}${period ? `/${enc(period)}` : ''}`,
  rankingExport: ({ snapshot, ...query }: { granularity: string; board: string; scope: string; period: string; snapshot?: number }) =>
    `/api/rankings/export?${new URLSearchParams({ ...query, ...(snapshot ? { snapshot: String(snapshot) } : {}) })}`,
  // Owned by later issues; the shell links to them.
  submission: () => '/submission',
  /** Paying an order of any kind (and its result screens). */
  pay: (orderId: number) => `/pay/${orderId}`,
  business: (tab?: 'submit' | 'advertise' | 'update' | 'more') => (tab ? `/business?tab=${tab}` : '/business'),
  advertise: (position?: string) => (position ? `/advertise?position=${enc(position)}` : '/advertise'),
  update: (productKey?: string) => (productKey ? `/update?product=${enc(productKey)}` : '/update'),
  deployment: (query?: string) => (query ? `/deployment?q=${enc(query)}` : '/deployment'),
  /** The deploy form of one app. */
  deployApp: (productKey: string) => `/deployment/${enc(productKey)}`,
  /** A deployment's live status. */
  deploymentStatus: (id: number) => `/deployment/status/${id}`,
  /** The sandbox runtime's visit address of an instance. */
  sandboxApp: (instance: string) => `/sandbox-apps/${enc(instance)}`,
  geo: () => '/geo',
  geoTools: () => '/geo/tools',
  geoChecker: () => '/tools/geo',
  geoHistory: (historyId: string | number) => `/tools/geo/${enc(String(historyId))}`,
  trackers: () => '/tools/trackers',
  trackerReport: (id: string | number) => `/tools/trackers/${enc(String(id))}`,
  solutions: () => '/solutions',
  /** A stored scenario plan, shareable by its cacheId. */
  solution: (cacheId: string) => `/solutions/${enc(cacheId)}`,
  /** The MCP selection assistant. */
  mcpAssistant: () => '/mcp/assistant',
  /** Submitting an MCP server (ownership proof, then review). */
  mcpSubmit: () => '/mcp/submit',
  favorites: () => '/favorites',
  notifications: () => '/notifications',
  userCentre: (tab?: string) => (tab ? `/user?tab=${enc(tab)}` : '/user'),
  signIn: (from?: string) => (from ? `/auth/login?from=${enc(from)}` : '/auth/login'),
  login: () => '/login',
  adClick: (campaignId: number) => `/go/ad/${campaignId}`,
} as const
