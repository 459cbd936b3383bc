import type { RouteDeclaration } from '@/features/api/route'
import { NAV_MENU_REVALIDATE_SECONDS, navMenuQuery } from './navMenuApi'
import { suggestQuery } from './suggestQuery'

/** The header's public operations, declared for the route kit and the OpenAPI document. */
export const navMenuRoute = {
  method: 'GET', path: '/api/menu/navMenu', auth: 'none', query: navMenuQuery, cache: `public, max-age=${NAV_MENU_REVALIDATE_SECONDS}`,
  openapi: { summary: `The navigation menu of an edition in a language (cached ${NAV_MENU_REVALIDATE_SECONDS} s)`, tags: ['site'], data: { type: 'array', items: { type: 'object' } } },
} satisfies RouteDeclaration

export const searchSuggestRoute = {
  method: 'GET', path: '/api/search/suggest', auth: 'none', query: suggestQuery, cache: 'public, max-age=60',
  openapi: { summary: 'Products, models and MCP servers matching the text typed so far', tags: ['site'], data: { type: 'object', properties: { query: { type: 'string' }, items: { type: 'array', items: { type: 'object' } } } } },
} satisfies RouteDeclaration

export const navigationRoutes = [navMenuRoute, searchSuggestRoute]
