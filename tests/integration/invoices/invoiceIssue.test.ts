import { poolOf, stopProducer } from '@aidir/cms'
import { sendInvoiceIssuedMail } from '@aidir/cms/invoices'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, describe, expect, it } from 'vitest'
import { cmsApi } from '../accessMatrix/cmsApi'
import { payload, userWithRole } from '../helpers'
import { buyer, invoiceById, orderWithStatus, pdfRoute, request, sellerSettings, supportToken, withId } from './invoiceFixtures'

const api = cmsApi(payload)

async function requested(langType = 'en', extra: Record<string, unknown> = {}) {
  const { owner, order } = await orderWithStatus('paid')
  const answer = await request(owner.token, buyer(order.id, extra), langType)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { owner, order, id: answer.body.data.id as number }
}

async function pdfText(token: string, id: number) {
  const response = await withId(pdfRoute.GET, id)(new Request(`http://127.0.0.1:3000/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' } }))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="INV-\d{4}-\d{6}\.pdf"$/)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  // One subset of the CJK font, not the whole 10 MB file.
  expect(bytes.length).toBeLessThan(120_000)
  const doc = await getDocumentProxy(bytes)
  const fonts = (await doc.getPage(1).then((p) => p.getOperatorList())).fnArray.length
  expect(fonts).toBeGreaterThan(0)
  return (await extractText(doc, { mergePages: true })).text as string
}

const mailJobs = async (id: number) =>
  (await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'invoices.mailIssued' AND (data->>'id')::int = $1`, [id])).rows[0].n as number

describe('support issuing invoices, the PDF and the mail', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('refuses to issue while the seller is not configured, and only support (or an admin) decides', async () => {
    const { owner, id } = await requested()
    const { token } = await supportToken()
    const noSeller = await api.rest('PATCH', `/invoices/${id}`, token, { status: 'issued' })
    expect(noSeller.status).toBe(400)
    expect(JSON.stringify(noSeller.body)).toContain('Invoice settings')
    expect((await invoiceById(id)).status).toBe('requested')

    await sellerSettings()
    const editor = await userWithRole('editor')
    const { token: editorToken } = await payload.login({ collection: 'users', data: { email: (editor as unknown as { email: string }).email, password: 'correct horse battery staple' } })
    expect((await api.rest('PATCH', `/invoices/${id}`, editorToken!, { status: 'issued' })).status).toBe(403)
    expect((await api.rest('PATCH', `/invoices/${id}`, owner.token, { status: 'issued' })).status).toBe(403)
    expect((await invoiceById(id)).status).toBe('requested')
  })

  it('issues with the next number of the year, the date and who, freezes what it prints, and then refuses any change', async () => {
    await sellerSettings()
    const { support, token } = await supportToken()
    const first = await requested()
    const second = await requested()
    const issue = (id: number) => api.rest('PATCH', `/invoices/${id}`, token, { status: 'issued', number: 'INV-FAKE', issued: { companyName: 'Forged' }, owner: support.id })
    expect((await issue(first.id)).status).toBe(200)
    expect((await issue(second.id)).status).toBe(200)
    const a = await invoiceById(first.id)
    const b = await invoiceById(second.id)
    const year = new Date().getUTCFullYear()
    expect(a.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`))
    expect(Number(b.number!.slice(-6))).toBe(Number(a.number!.slice(-6)) + 1)
    expect(a).toMatchObject({ status: 'issued', decidedBy: support.id, owner: first.owner.id })
    expect(Date.now() - Date.parse(a.decidedAt!)).toBeLessThan(60_000)
    expect(a.issued).toMatchObject({ sellerName: 'AI Directory Ltd', sellerTaxNumber: 'GB123456789', companyName: 'Acme Trading GmbH', taxNumber: 'DE123456789', orderRef: first.order.orderRef, price: { amount: 4_900, currency: 'USD' }, productName: 'Acme Writer', packageName: 'Standard listing' })

    // Final: no edit, no re-issue, no rejection afterwards — as support or as an admin.
    const changed = await api.rest('PATCH', `/invoices/${first.id}`, token, { companyName: 'Changed' })
    expect(changed.status).toBe(400)
    expect(JSON.stringify(changed.body)).toContain('cannot be changed')
    expect((await api.rest('PATCH', `/invoices/${first.id}`, token, { status: 'rejected', rejectionReason: 'x' })).status).toBe(400)
    // The settings change later; the issued copy does not.
    await payload.updateGlobal({ slug: 'invoice-settings', data: { name: 'Renamed Ltd' }, locale: 'en', overrideAccess: true })
    expect((await invoiceById(first.id)).issued?.sellerName).toBe('AI Directory Ltd')
    await sellerSettings()
    // Nobody deletes an invoice, support included.
    expect((await api.rest('DELETE', `/invoices/${first.id}`, token)).status).toBe(403)
  })

  it('rejects only with a reason, which the owner then sees', async () => {
    await sellerSettings()
    const { token } = await supportToken()
    const { owner, id } = await requested()
    const noReason = await api.rest('PATCH', `/invoices/${id}`, token, { status: 'rejected', rejectionReason: '  ' })
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(noReason.body)).toContain('reason for rejecting')
    expect((await api.rest('PATCH', `/invoices/${id}`, token, { status: 'rejected', rejectionReason: 'The tax number does not match the company' })).status).toBe(200)
    const mine = await api.rest('GET', `/invoices/${id}`, owner.token)
    expect(mine.body).toMatchObject({ status: 'rejected', rejectionReason: 'The tax number does not match the company', number: null })
    const { invoicesRoute } = await import('./invoiceFixtures')
    const { call } = await import('../accountsApi')
    expect((await call(invoicesRoute.GET, { token: owner.token })).body.data.list[0]).toMatchObject({ id, status: 'rejected', rejectionReason: 'The tax number does not match the company' })
    // Not issued: no PDF.
    expect((await call(withId(pdfRoute.GET, id), { token: owner.token })).body).toMatchObject({ code: 409, message: 'This invoice has not been issued yet' })
  })

  it('prints the PDF in the language it was asked in: English, Chinese and Japanese text extracted', async () => {
    await sellerSettings()
    const { token } = await supportToken()
    const en = await requested('en')
    const zh = await requested('zh_cn', { companyName: '上海示例科技有限公司', address: '上海市徐汇区示例路 88 号' })
    const ja = await requested('jp', { companyName: '株式会社サンプル', address: '東京都千代田区丸の内 1-1' })
    for (const { id } of [en, zh, ja]) expect((await api.rest('PATCH', `/invoices/${id}`, token, { status: 'issued' })).status).toBe(200)

    const enText = await pdfText(en.owner.token, en.id)
    const enNumber = (await invoiceById(en.id)).number!
    for (const s of ['Invoice', enNumber, 'Bill to', 'Acme Trading GmbH', 'DE123456789', 'AI Directory Ltd', 'GB123456789', en.order.orderRef, '$49.00', 'Product submission: Acme Writer', 'Total']) expect(enText).toContain(s)

    const zhText = await pdfText(zh.owner.token, zh.id)
    for (const s of ['发票', '购买方', '销售方', '上海示例科技有限公司', '上海市徐汇区示例路', '爱目录科技有限公司', '纳税人识别号', '合计', '产品收录']) expect(zhText).toContain(s)

    const jaText = await pdfText(ja.owner.token, ja.id)
    for (const s of ['請求書', '株式会社サンプル', '東京都千代田区丸の内', '合計', 'お支払い済み']) expect(jaText).toContain(s)
  })

  it('queues the invoice-issued mail once with the issue, and sends it once in the invoice’s language', async () => {
    await sellerSettings()
    const { token } = await supportToken()
    const { id } = await requested('zh_cn')
    expect(await mailJobs(id)).toBe(0)
    expect((await api.rest('PATCH', `/invoices/${id}`, token, { status: 'issued' })).status).toBe(200)
    expect(await mailJobs(id)).toBe(1)

    expect(await sendInvoiceIssuedMail(payload, id)).toBe('sent')
    expect(await sendInvoiceIssuedMail(payload, id)).toBe('already')
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: 'accounts@acme.example' }, subject: { contains: (await invoiceById(id)).number! } }, overrideAccess: true })
    expect(mails.docs).toHaveLength(1)
    const mail = mails.docs[0]!
    expect(mail.subject).toContain('发票')
    expect(mail.html).toContain('/zh/user?tab=invoices')
    expect((await invoiceById(id)).mailedAt).toBeTruthy()
    // Rejected or still requested invoices get no mail.
    const other = await requested()
    expect(await sendInvoiceIssuedMail(payload, other.id)).toBe('not-issued')
  })
})
