/**
 * Any /api path without a handler: the API's JSON envelope (SPEC §7) with 404, not the HTML
 * "page not found" a browser would get — API clients parse the answer as JSON.
 */
const notFound = () => Response.json({ code: 404, message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
