/** `pnpm build`: production builds of the cms and storefront apps. */
import { apps, build } from './lib/build'

for (const app of apps) await build(app)
