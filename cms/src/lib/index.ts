/** Small shared helpers free of Payload (so the storefront's proxy may use them): Intl formatters and derived tokens. */
export * from './intlFormats'
export * from './derivedToken'
