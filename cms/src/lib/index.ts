/** Small shared helpers free of Payload (so the storefront's proxy may use them): Intl formatters and derived tokens. */
export * from './intlFormats'
export * from './derivedToken'
export * from './money'
export { toCsv } from './csv'
export { trustedOrigins } from './trustedOrigins'
export { watchPeers, peerAddress, withPeer, PEER_HEADER } from './peerAddress'
export { UNSAFE_TEXT_MESSAGE, findUnsafeText, isUnsafeText } from './unsafeText'
export { TOO_MANY_MESSAGE } from './apiMessages'
