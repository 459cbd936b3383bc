/** Collections a user can favourite, by the short name the storefront API uses. */
export const favoriteTargets = { product: 'products', model: 'ai-models', mcp: 'mcp-servers' } as const
export type FavoriteKind = keyof typeof favoriteTargets
