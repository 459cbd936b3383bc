/** What the CMS's REST and GraphQL APIs answer for input they refuse (HTTP 400 unless said). */
export const apiInputMessages = {
  id: 'The id must be a whole number from 1 to 2147483647',
  page: 'page must be a whole number from 1 to 2147483647',
  limit: 'limit must be a whole number from 0 to 1000000',
  body: 'The request body must be a JSON object',
  operator: (operator: string) => `The operator "${operator}" cannot be used here`,
  whereShape: 'where must be an object of fields and operators',
  badValue: 'A value in the request does not fit the field it is written to or compared with',
  missingRelation: 'A related record does not exist',
  duplicate: 'A record with this value already exists',
  tooDeep: 'The request is nested too deeply',
  noVersions: 'This collection keeps no versions',
  badPath: 'The address is not valid percent-encoding',
} as const
