/** What other packages need of the collection hooks: the token the storefront's revalidation endpoint expects. */
export { revalidateToken } from './revalidateStorefront'
