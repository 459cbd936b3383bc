import QRCode from 'qrcode'

/**
 * A WeChat Pay code_url as an image the page can put in an <img src>: SVG by default (sharp at
 * any size, a few KB), PNG when asked. Medium error correction survives a screen's glare.
 */
export async function qrCodeDataUrl(codeUrl: string, format: 'svg' | 'png' = 'svg', size = 240): Promise<string> {
  if (format === 'png') return QRCode.toDataURL(codeUrl, { errorCorrectionLevel: 'M', margin: 1, width: size })
  const svg = await QRCode.toString(codeUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width: size })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
