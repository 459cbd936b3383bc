/** Text messages: phone numbers, the provider interface, the outbox and Tencent Cloud providers. */
export * from './SmsProvider'
export * from './chooseSmsProvider'
export * from './phone'
export * from './phoneFormat'
export * from './messages'
export * from './outboxSmsProvider'
export * from './tencentSmsProvider'
