import { configuredRuntimeKind } from '@aidir/cms/deployments'

/** Which runtime runs new deployments: the pages label the sandbox as such. */
export const runtimeLabel = () => configuredRuntimeKind()
