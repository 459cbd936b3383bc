/**
 * SPEC §9: the global ranking regions. `global` ranks total visits; every other region ranks the
 * visits from that country (visits × the country's share), keyed by ISO 3166-1 alpha-2 in lower case.
 */
export const regions = ['global', 'us', 'in', 'br', 'cn', 'gb', 'ca', 'de', 'jp', 'id', 'ru', 'mx', 'ph', 'au', 'vn', 'kr'] as const
export type Region = (typeof regions)[number]
export const countryRegions = regions.filter((r) => r !== 'global') as Exclude<Region, 'global'>[]

export const isRegion = (value: string): value is Region => (regions as readonly string[]).includes(value)
