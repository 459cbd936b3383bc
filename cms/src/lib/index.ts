/** Small shared helpers free of Payload (so the storefront's proxy may use them): Intl formatters and derived tokens. */
export * from './intlFormats'
export * from './derivedToken'
export * from './money'
export { toCsv } from './csv'
export { trustedOrigins } from './trustedOrigins'
export { watchPeers, peerAddress, withPeer, PEER_HEADER } from './peerAddress'
