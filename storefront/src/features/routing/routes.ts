import type { RouteDeclaration } from '@/features/api/route'
import { updatePvQuery } from './pageViewApi'
import { routeRuleQuery } from './routeRuleApi'

/** The route-rule check and the page-view counter (SPEC §5, §7), declared for the route kit and the OpenAPI document. */
export const routeRuleRoute = {
  method: 'GET', path: '/api/route/rule', auth: 'none', query: routeRuleQuery,
  openapi: {
    summary: 'May this URL be shown? checkResult false means go to jumpUrl, or to the 404 page when it is empty (with list=1: the edition’s enabled rules)',
    tags: ['site'],
    data: { type: 'object', properties: { checkResult: { type: 'boolean' }, jumpUrl: { type: 'string' }, rules: { type: 'array', items: { type: 'object' } } } },
  },
} satisfies RouteDeclaration

export const updatePvRoute = {
  method: 'GET', path: '/api/updatePv', auth: 'none', query: updatePvQuery,
  openapi: { summary: 'Count one page view (once per visitor and hour)', tags: ['site'], errors: { 404: 'No published record has that id' } },
} satisfies RouteDeclaration

export const routingRoutes = [routeRuleRoute, updatePvRoute]
