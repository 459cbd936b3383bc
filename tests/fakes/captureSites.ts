import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * Local test sites for the capture jobs: one HTTP server on 127.0.0.1 answering several sites told
 * apart by their Host name (`<site>.test`, resolved to 127.0.0.1 by the tests' `resolve` hook, so
 * each site has its own `/favicon.ico`). `requests` records what each site was asked.
 */
export type Site = (req: IncomingMessage, res: ServerResponse, path: string) => void | Promise<void>
export type CaptureSites = { port: number; url: (site: string, path?: string) => string; requests: { site: string; path: string }[]; close: () => Promise<void>; server: Server }

export async function startCaptureSites(sites: Record<string, Site>, host = '127.0.0.1'): Promise<CaptureSites> {
  const requests: { site: string; path: string }[] = []
  const server = createServer((req, res) => {
    const site = (req.headers.host ?? '').split(':')[0]!.replace(/\.test$/, '')
    const path = new URL(req.url ?? '/', 'http://x').pathname
    requests.push({ site, path })
    const handler = sites[site] ?? sites['*']
    if (!handler) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no such site')
    Promise.resolve(handler(req, res, path)).catch(() => res.destroy())
  })
  await new Promise<void>((r) => server.listen(0, host, r))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    server,
    requests,
    url: (site, path = '/') => `http://${site}.test:${port}${path}`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()) }),
  }
}

/** A square PNG of one colour, `side` pixels: tell icons apart by size and colour. */
export function pngIcon(side: number, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 4, background: colour } }).png().toBuffer()
}

/** A favicon.ico with one 32×32 PNG entry (the modern form browsers and sites use). */
export async function icoFile(side = 32, colour = '#cc3333'): Promise<Buffer> {
  const png = await pngIcon(side, colour)
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(side >= 256 ? 0 : side, 6)
  header.writeUInt8(side >= 256 ? 0 : side, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, png])
}

export const html = (res: ServerResponse, body: string, status = 200) => void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body)
export const binary = (res: ServerResponse, type: string, body: Buffer) => void res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body)
export const notFound = (res: ServerResponse) => void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')

/** A page of `megabytes` MB streamed without a length, as a runaway page would. */
export function hugePage(res: ServerResponse, megabytes: number): void {
  res.writeHead(200, { 'content-type': 'text/html' })
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const write = () => {
    while (sent < megabytes * 1024 * 1024) {
      sent += chunk.length
      if (!res.write(chunk)) return void res.once('drain', write)
    }
    res.end()
  }
  res.on('close', () => (sent = Infinity))
  res.write('<!doctype html><html><head><title>Huge</title></head><body><p>')
  write()
}

/** A small product home page: a heading, some text, colour, an image. */
export function productPage(name: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title>
<style>body{font-family:sans-serif;margin:0}header{background:#243b6b;color:#fff;padding:48px}main{padding:24px;display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:16px}.card{border:1px solid #ccd;border-radius:8px;padding:16px;min-height:120px}</style>
</head><body><header><h1>${name}</h1><p>The fastest way to do the thing, with AI.</p></header><main>${'<div class="card"><h2>Feature</h2><p>Does one job well.</p></div>'.repeat(6)}</main>${extra}</body></html>`
}

/** A classic favicon.ico: one 32-bit BMP entry (BGRA rows bottom-up, then the AND mask). */
export function bmpIco(side = 16, bgra: [number, number, number, number] = [0x33, 0x99, 0x33, 0xff]): Buffer {
  const pixels = Buffer.alloc(side * side * 4)
  for (let i = 0; i < side * side; i++) pixels.set(bgra, i * 4)
  const mask = Buffer.alloc(Math.ceil(side / 32) * 4 * side)
  const info = Buffer.alloc(40)
  info.writeUInt32LE(40, 0)
  info.writeInt32LE(side, 4)
  info.writeInt32LE(side * 2, 8)
  info.writeUInt16LE(1, 12)
  info.writeUInt16LE(32, 14)
  info.writeUInt32LE(pixels.length + mask.length, 20)
  const image = Buffer.concat([info, pixels, mask])
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(side, 6)
  header.writeUInt8(side, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(image.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, image])
}
