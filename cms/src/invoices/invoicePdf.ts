import PDFDocument from 'pdfkit'
import { formatMoney } from '../lib/money'
import { isLocale, type Locale } from '../locales'
import type { Invoice } from '../payload-types'
import { invoiceFont } from './invoiceFont'
import { pdfTexts } from './pdfTexts'

const bcp47: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', 'zh-TW': 'zh-TW', ja: 'ja-JP' }

const dateIn = (locale: Locale, value: string | null | undefined) =>
  value ? new Intl.DateTimeFormat(bcp47[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(value)) : '—'

/**
 * The PDF of an issued invoice, in the language it was requested in, printed only from the copy
 * frozen when it was issued. A4, one page, one embedded font subset (Noto Sans SC covers all four
 * languages), no default Helvetica loaded (pdfkit's built-in fonts are files a bundler may move).
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const issued = invoice.issued
  if (invoice.status !== 'issued' || !issued || !invoice.number) throw new Error(`Invoice ${invoice.id} is not issued`)
  const locale: Locale = isLocale(invoice.locale) ? invoice.locale : 'en'
  const t = pdfTexts[locale]
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    font: null as never,
    lang: bcp47[locale],
    info: { Title: `${t.title} ${invoice.number}`, Author: issued.sellerName ?? '', Subject: issued.orderRef ?? '' },
    pdfVersion: '1.7',
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('body', invoiceFont())
  doc.font('body')

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const half = width / 2 - 10
  const muted = '#555555'

  doc.fontSize(22).fillColor('#111111').text(t.title, left, 56)
  doc.fontSize(10).fillColor(muted).text(`${t.number}${t.colon}${invoice.number}`, left, 62, { width, align: 'right' })
  doc.text(`${t.issuedOn}${t.colon}${dateIn(locale, invoice.decidedAt)}`, { width, align: 'right' })

  const party = (x: number, y: number, heading: string, lines: [string, string | null | undefined][]) => {
    doc.fontSize(9).fillColor(muted).text(heading, x, y, { width: half })
    doc.moveDown(0.3).fontSize(12).fillColor('#111111').text(lines[0]![1] ?? '', { width: half })
    doc.fontSize(9.5)
    for (const [label, value] of lines.slice(1)) if (value) doc.fillColor(muted).text(`${label}${t.colon}`, { width: half, continued: true }).fillColor('#111111').text(value)
    return doc.y
  }
  const top = 130
  const sellerEnd = party(left, top, t.seller, [['', issued.sellerName], [t.taxNumber, issued.sellerTaxNumber], [t.address, issued.sellerAddress], [t.email, issued.sellerEmail]])
  const buyerEnd = party(left + half + 20, top, t.buyer, [['', issued.companyName], [t.taxNumber, issued.taxNumber], [t.address, issued.address], [t.email, issued.email]])

  let y = Math.max(sellerEnd, buyerEnd) + 24
  doc.fontSize(9.5).fillColor(muted)
  for (const [label, value] of [[t.order, issued.orderRef], [t.orderDate, dateIn(locale, issued.orderDate)], [t.paidOn, dateIn(locale, issued.paidAt)]] as const) {
    doc.text(`${label}${t.colon}`, left, y, { continued: true }).fillColor('#111111').text(value ?? '—').fillColor(muted)
    y = doc.y + 2
  }

  y += 18
  const amountWidth = 140
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999999').lineWidth(0.8).stroke()
  doc.fontSize(9).fillColor(muted).text(t.item, left, y + 6, { width: width - amountWidth }).text(t.amount, left + width - amountWidth, y + 6, { width: amountWidth, align: 'right' })
  y += 24
  const price = { amount: issued.price?.amount ?? 0, currency: issued.price?.currency ?? 'USD' }
  const money = formatMoney(price, locale)
  const description = [issued.packageName, issued.productName ? t.submissionOf(issued.productName) : null].filter(Boolean).join('\n')
  doc.fontSize(11).fillColor('#111111').text(description || '—', left, y, { width: width - amountWidth - 10 })
  const rowEnd = doc.y
  doc.text(money, left + width - amountWidth, y, { width: amountWidth, align: 'right' })
  y = Math.max(rowEnd, doc.y) + 10
  doc.moveTo(left, y).lineTo(left + width, y).stroke()
  doc.fontSize(12).text(`${t.total}${t.colon}${money}`, left, y + 10, { width, align: 'right' })
  doc.fontSize(9.5).fillColor(muted).text(`${t.currency}${t.colon}${price.currency} · ${t.paid}`, { width, align: 'right' })

  doc.end()
  return done
}
