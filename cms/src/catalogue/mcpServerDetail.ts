import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { localeChain, translated } from './translations'

/** An MCP server's fields as its detail page reads them, arrays in the Local API's shape (`depth: 0`). */
export type McpServerDetailRow = {
  id: number
  key: string
  name: string
  title: string
  description: string | null
  version: string | null
  websiteUrl: string | null
  repositoryUrl: string | null
  official: boolean | null
  categoryId: number | null
  tagIds: number[]
  logoId: number | null
  stars: number | null
  registryStatus: string | null
  packages: {
    id: string
    registryType: string
    identifier: string
    version: string | null
    transport: string
    environmentVariables: { id: string; name: string; description: string | null; isRequired: boolean | null; isSecret: boolean | null }[]
    packageArguments: unknown
  }[]
  remotes: { id: string; type: string; url: string }[]
  tools: { id: string; name: string; description: string | null; parameters: { id: string; name: string; type: string; required: boolean | null; description: string | null }[]; returns: string | null }[]
}

const detailSql = `SELECT s.id, s.key, s.name, s.title, ${translated('mcp_servers_locales', 'description', 's.id', '$2')} AS "description",
    s.version, s.website_url AS "websiteUrl", s.repository_url AS "repositoryUrl", s.official, s.category_id AS "categoryId",
    s.logo_id AS "logoId", s.stars::float8 AS stars, s.registry_status::text AS "registryStatus",
    (SELECT coalesce(json_agg(r.tags_id ORDER BY r."order", r.id), '[]') FROM mcp_servers_rels r
      WHERE r.parent_id = s.id AND r.path = 'tags' AND r.tags_id IS NOT NULL) AS "tagIds",
    (SELECT coalesce(json_agg(json_build_object('id', p.id, 'registryType', p.registry_type, 'identifier', p.identifier, 'version', p.version,
        'transport', p.transport, 'packageArguments', p.package_arguments,
        'environmentVariables', (SELECT coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'description', e.description,
            'isRequired', e.is_required, 'isSecret', e.is_secret) ORDER BY e._order), '[]')
          FROM mcp_servers_packages_environment_variables e WHERE e._parent_id = p.id)) ORDER BY p._order), '[]')
      FROM mcp_servers_packages p WHERE p._parent_id = s.id) AS packages,
    (SELECT coalesce(json_agg(json_build_object('id', m.id, 'type', m.type, 'url', m.url) ORDER BY m._order), '[]')
      FROM mcp_servers_remotes m WHERE m._parent_id = s.id) AS remotes,
    (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'returns', t.returns,
        'description', ${translated('mcp_servers_tools_locales', 'description', 't.id', '$2')},
        'parameters', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'required', a.required,
            'description', ${translated('mcp_servers_tools_parameters_locales', 'description', 'a.id', '$2')}) ORDER BY a._order), '[]')
          FROM mcp_servers_tools_parameters a WHERE a._parent_id = t.id)) ORDER BY t._order), '[]')
      FROM mcp_servers_tools t WHERE t._parent_id = s.id) AS tools
  FROM mcp_servers s WHERE s.key = $1 AND s.status = 'published'`

/**
 * A published MCP server by key with everything its page shows, in one statement instead of the
 * Local API's find (its query builder, field hooks and nested array reads cost a first render
 * more than the rest of the page's data). Applies the visitor's rule by hand (`status =
 * 'published'`, as `publishedOrEditor` for anyone not signed in) and Payload's translation
 * fallback (the page's language, then its chain, an empty text counting as missing);
 * tests/integration/catalogue/mcpServerDetail.test.ts compares it with the Local API in every language.
 */
export async function mcpServerDetail(payload: Payload, locale: Locale, key: string): Promise<McpServerDetailRow | null> {
  const { rows } = await poolOf(payload).query<McpServerDetailRow>({ name: 'catalogue.mcp-server-detail', text: detailSql, values: [key, localeChain(locale)] })
  return rows[0] ?? null
}
