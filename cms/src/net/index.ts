/**
 * Outbound requests to addresses someone else chose: the SSRF-safe fetch and the address
 * classes it checks against. Used by the tracker's website reader; meant for the MCP inspector,
 * feed ingestion and webhooks out.
 */
export { safeFetch, SafeFetchError, type SafeFetchErrorCode, type SafeFetchOptions, type SafeResponse } from './safeFetch'
export { safeStream, type SafeStreamOptions, type SafeStreamResponse } from './safeStream'
export { classifyAddress, embeddedIPv4, isPublicAddress, type AddressClass } from './addressClass'
