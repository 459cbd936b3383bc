import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The CMS package ships TypeScript sources: the storefront reads through its Local API.
  transpilePackages: ['@aidir/cms'],
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // The route cache (Next's file system, or Redis with REDIS_URL): pages are stored with their cache
  // tags in a header for the edge to purge by, and a Content-Security-Policy naming their inline scripts' hashes.
  cacheHandler: path.resolve(dirname, 'cacheHandler.mjs'),
  // Headers every answer carries, pages, API and assets alike; the script policy is per page (proxy.ts, cacheHandler.mjs).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ]
  },
  // Next hashes the whole HTML of every answer, cached page hits included, to make an ETag: a seventh
  // of a cached home hit's CPU, 18% on a 100-row ranking page under load (bench/). Pages carry
  // s-maxage for the CDN in front, which keeps its own validators; the origin answers 200 without one.
  generateEtags: false,
  // Tests reach dev servers on 127.0.0.1; Next blocks dev assets to other origins than localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // A separate build directory lets several dev servers share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
