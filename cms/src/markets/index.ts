/** The markets' request forms (issue 22, item 5): data procurement and AI services consultation leads. */
export * from './requestInput'
export { submitMarketRequest } from './requests'
