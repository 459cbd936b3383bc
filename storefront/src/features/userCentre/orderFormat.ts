/** Money in minor units shown in the page's language (the currency's own number of decimals). */
export function formatAmount(price: { amount: number; currency: string }, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: price.currency })
  return format.format(price.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

export const formatDate = (iso: string | null | undefined, language: string) => (iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—')
