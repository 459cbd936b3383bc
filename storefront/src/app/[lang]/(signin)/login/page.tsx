// SPEC §2 lists /login among the routes, in every language variant: it is the sign-in page of
// /auth/login, with the same query (from, or the login frame's r).
// Reads its query string (return address): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export { default, generateMetadata } from '../auth/login/page'
