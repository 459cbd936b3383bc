import type { Locale } from '../locales'

/** The words printed on an invoice, per language (the values come from the frozen invoice). */
export type PdfTexts = {
  title: string
  /** Between a label and its value: a full-width colon in Chinese and Japanese. */
  colon: string
  number: string
  issuedOn: string
  seller: string
  buyer: string
  taxNumber: string
  address: string
  email: string
  order: string
  orderDate: string
  paidOn: string
  item: string
  amount: string
  total: string
  currency: string
  paid: string
  submissionOf: (product: string) => string
}

export const pdfTexts: Record<Locale, PdfTexts> = {
  en: {
    title: 'Invoice',
    colon: ': ',
    number: 'Invoice number',
    issuedOn: 'Date of issue',
    seller: 'Seller',
    buyer: 'Bill to',
    taxNumber: 'Tax number',
    address: 'Address',
    email: 'Email',
    order: 'Order',
    orderDate: 'Order date',
    paidOn: 'Paid on',
    item: 'Description',
    amount: 'Amount',
    total: 'Total',
    currency: 'Currency',
    paid: 'Paid in full',
    submissionOf: (product) => `Product submission: ${product}`,
  },
  zh: {
    title: '发票',
    colon: '：',
    number: '发票号码',
    issuedOn: '开票日期',
    seller: '销售方',
    buyer: '购买方',
    taxNumber: '纳税人识别号',
    address: '地址',
    email: '电子邮箱',
    order: '订单号',
    orderDate: '下单日期',
    paidOn: '付款日期',
    item: '项目',
    amount: '金额',
    total: '合计',
    currency: '币种',
    paid: '已全额付款',
    submissionOf: (product) => `产品收录：${product}`,
  },
  'zh-TW': {
    title: '發票',
    colon: '：',
    number: '發票號碼',
    issuedOn: '開立日期',
    seller: '賣方',
    buyer: '買方',
    taxNumber: '統一編號',
    address: '地址',
    email: '電子郵件',
    order: '訂單編號',
    orderDate: '訂購日期',
    paidOn: '付款日期',
    item: '項目',
    amount: '金額',
    total: '總計',
    currency: '幣別',
    paid: '已全額付款',
    submissionOf: (product) => `產品收錄：${product}`,
  },
  ja: {
    title: '請求書',
    colon: '：',
    number: '請求書番号',
    issuedOn: '発行日',
    seller: '発行者',
    buyer: '宛先',
    taxNumber: '登録番号',
    address: '住所',
    email: 'メールアドレス',
    order: '注文番号',
    orderDate: '注文日',
    paidOn: '支払日',
    item: '内容',
    amount: '金額',
    total: '合計',
    currency: '通貨',
    paid: 'お支払い済み',
    submissionOf: (product) => `製品掲載：${product}`,
  },
}
