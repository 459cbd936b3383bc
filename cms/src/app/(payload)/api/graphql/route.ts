import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { checkedGraphql } from '../../../../apiInput/graphqlRequest'

export const POST = checkedGraphql(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
