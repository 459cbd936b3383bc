/**
 * The declared access matrix: for every collection, what each role may do through the CMS's REST
 * and GraphQL APIs. `accessMatrix.test.ts` runs every cell through both APIs and fails where the
 * CMS allows more or less. Customers read what they own (and what is published or public) and
 * write nothing: their writes go through the storefront's /api endpoints, which apply the rules.
 */
export const roles = ['anonymous', 'customer', 'editor', 'support', 'admin'] as const
export type Role = (typeof roles)[number]
export const operations = ['read', 'create', 'update', 'delete'] as const
export type Operation = (typeof operations)[number]

/** What a role reads: everything, nothing, its own, what is published, what its owner made public, or a mix. */
export type ReadGrant = 'all' | 'none' | 'own' | 'published' | 'publishedOrOwn' | 'public' | 'publicOrOwn'
/** What a role writes: every record, none, or only its own (`own` of users is the account itself). */
export type WriteGrant = 'all' | 'none' | 'own'

export type CollectionAccess = {
  read: Record<Role, ReadGrant>
  create: Record<Role, WriteGrant>
  update: Record<Role, WriteGrant>
  delete: Record<Role, WriteGrant>
  /** The relationship to the owning user (`id` for users themselves). */
  owner?: string
  /** Where the public flag is, as seen from the collection. */
  publicFlag?: string
}

function grant<G extends string>(byRole: Partial<Record<Role, G>>, otherwise: G): Record<Role, G> {
  return Object.fromEntries(roles.map((role) => [role, byRole[role] ?? otherwise])) as Record<Role, G>
}
const only = (...who: Role[]) => grant<WriteGrant>(Object.fromEntries(who.map((r) => [r, 'all'])), 'none')
const readOnly = (...who: Role[]) => grant<ReadGrant>(Object.fromEntries(who.map((r) => [r, 'all'])), 'none')
const nobody = only()

const everyone = grant<ReadGrant>({}, 'all')
const editorsWrite = { create: only('editor', 'admin'), update: only('editor', 'admin'), delete: only('editor', 'admin') }
const adminsWrite = { create: only('admin'), update: only('admin'), delete: only('admin') }

/** Catalogue with drafts and an owner (a customer's submitted product): published, plus one's own drafts. */
const ownedCatalogue: CollectionAccess = { read: grant({ anonymous: 'published', editor: 'all', admin: 'all' }, 'publishedOrOwn'), ...editorsWrite, owner: 'owner' }
/** Catalogue with drafts and no owner. */
const catalogue: CollectionAccess = { read: grant({ editor: 'all', admin: 'all' }, 'published'), ...editorsWrite }
/** Reference content everyone reads. */
const reference: CollectionAccess = { read: everyone, ...editorsWrite }
/** A customer's record: the owner reads it (staff included, for their own), support and admins read all. */
const customerRecord = (owner: string): CollectionAccess => ({ read: grant({ anonymous: 'none', support: 'all', admin: 'all' }, 'own'), ...adminsWrite, owner })
/** A tracker or its report: the owner's, and anyone's once the owner made the tracker public. */
const trackerRecord = (publicFlag: string): CollectionAccess => ({
  read: grant({ anonymous: 'public', support: 'all', admin: 'all' }, 'publicOrOwn'),
  ...adminsWrite,
  owner: 'owner',
  publicFlag,
})

export const accessMatrix: Record<string, CollectionAccess> = {
  products: ownedCatalogue,
  'ai-models': ownedCatalogue,
  // The price history the models sync writes (plain rows, no drafts); public like the prices it records.
  'ai-model-changes': { read: everyone, create: nobody, update: nobody, delete: nobody },
  'mcp-servers': ownedCatalogue,
  'mcp-clients': catalogue,
  // The official registry's data: written only by the sync (plain SQL), read by staff in the admin.
  'mcp-registry-entries': { read: readOnly('editor', 'support', 'admin'), create: nobody, update: nobody, delete: nobody },
  // The feeds the news ingestion reads: editors configure them; nothing of them is public.
  'news-feeds': { read: readOnly('editor', 'admin'), ...editorsWrite },
  'mcp-server-probes': { read: readOnly('editor', 'support', 'admin'), create: nobody, update: nobody, delete: nobody },
  news: catalogue,
  guides: catalogue,
  datasets: catalogue,
  'compute-offers': catalogue,
  // GPU specifications: published hardware facts, kept by editors.
  gpus: reference,
  categories: reference,
  tags: reference,
  faqs: reference,
  'ai-services': reference,
  'ad-positions': reference,
  'service-packages': reference,
  'nav-menus': reference,
  'route-rules': reference,
  // Editors keep the search's vocabulary; the public only ever sees its effect on results.
  'search-synonyms': { read: readOnly('editor', 'support', 'admin'), ...editorsWrite },
  media: reference,
  users: {
    read: grant({ anonymous: 'none', support: 'all', admin: 'all' }, 'own'),
    create: only('admin'),
    // Staff keep their own account (name, password); customers change theirs through the storefront.
    update: grant<WriteGrant>({ admin: 'all', editor: 'own', support: 'own' }, 'none'),
    delete: only('admin'),
    owner: 'id',
  },
  'geo-checks': customerRecord('owner'),
  'geo-detections': customerRecord('owner'),
  'geo-samples': customerRecord('owner'),
  'geo-leads': { ...customerRecord('owner'), update: only('support', 'admin') },
  'notification-phones': customerRecord('user'),
  'points-ledger': customerRecord('user'),
  favorites: { ...customerRecord('user'), update: nobody },
  trackers: trackerRecord('public'),
  'tracker-runs': customerRecord('owner'),
  'tracker-questions': customerRecord('owner'),
  'tracker-answers': customerRecord('owner'),
  'tracker-reports': trackerRecord('tracker.public'),
  // Verification records are the service's alone; support sees the puzzle and SMS logs.
  'puzzle-challenges': { read: readOnly('support', 'admin'), create: nobody, update: nobody, delete: nobody },
  'sms-outbox': { read: readOnly('support', 'admin'), create: nobody, update: nobody, delete: nobody },
  'verification-tokens': { read: readOnly(), create: nobody, update: nobody, delete: nobody },
  'sms-codes': { read: readOnly(), create: nobody, update: nobody, delete: nobody },
  'login-tickets': { read: readOnly('admin'), create: nobody, update: nobody, delete: only('admin') },
  outbox: { read: readOnly('support', 'admin'), create: nobody, update: nobody, delete: only('support', 'admin') },
  // A reported wrong fact: support works them; a signed-in reporter reads only their own.
  'fact-reports': { ...customerRecord('reporter'), update: only('support', 'admin') },
  // One-click deployments and custom deployment requests: written by the storefront's /api and the worker.
  deployments: { ...customerRecord('owner'), update: only('support', 'admin') },
  'deployment-requests': { ...customerRecord('owner'), update: only('support', 'admin') },
  // Data-procurement and consultation requests from the market pages: the same kind of lead.
  'market-requests': { ...customerRecord('owner'), update: only('support', 'admin') },
  // Scenario answers: shared by their cacheId through the storefront (a system read by id); on the
  // CMS's APIs staff who help customers read them and only the recommend domain writes them.
  'scenario-plans': { read: readOnly('support', 'admin'), ...adminsWrite },
  'scenario-history': customerRecord('user'),
  'support-notifications': { read: readOnly('support', 'admin'), create: only('admin'), update: only('support', 'admin'), delete: only('admin') },
  // Orders and their log: the owner reads their own, support all; only the orders domain writes
  // (the storefront's /api as the service, the fulfilment jobs, support decisions).
  orders: { ...customerRecord('owner'), create: nobody, update: nobody, delete: nobody },
  // MCP server submissions: the submitter reads their own, support all; only the mcpSubmit domain
  // writes them (the storefront's /api as the service, support's decision endpoint).
  'mcp-submissions': { ...customerRecord('owner'), create: nobody, update: nobody, delete: only('admin') },
  'order-events': { ...customerRecord('owner'), create: nobody, update: nobody, delete: nobody },
  // Invoices: the owner reads their own, support all; the owner asks through the storefront's
  // /api (as the service), support issues or rejects in the admin; nobody deletes one.
  invoices: { ...customerRecord('owner'), create: nobody, update: only('support', 'admin'), delete: nobody },
  // Ad campaigns: the owner reads their own, support all; only the ads domain moves them.
  'ad-campaigns': { ...customerRecord('owner'), create: nobody, update: nobody, delete: nobody },
  // Payload's own: the key-value store is internal, document locks serve the admin (staff only).
  'payload-kv': { read: readOnly(), create: nobody, update: nobody, delete: nobody },
  'payload-locked-documents': { read: readOnly('editor', 'support', 'admin'), create: only('editor', 'support', 'admin'), update: only('editor', 'support', 'admin'), delete: only('editor', 'support', 'admin') },
}

/**
 * Collections outside the table: the admin's preferences (each staff member's own, through
 * Payload's per-key endpoints; `accessMatrix.test.ts` checks them apart) and the migrations log
 * (no REST or GraphQL at all).
 */
export const checkedApart = ['payload-preferences', 'payload-migrations'] as const
