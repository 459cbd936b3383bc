'use client'

import { faqPageLd } from './faqLd'

/**
 * The FAQ's FAQPage JSON-LD, written from the questions the introduction tab is given. A client
 * component so the questions and answers travel once in the hydration data: given the same array
 * as the tab, the data refers to it instead of carrying the block again as an escaped string.
 * "<" is escaped so no answer can close the script element.
 */
export function FaqJsonLd({ faq }: { faq: [question: string, answer: string][] }) {
  const data = faqPageLd(faq)
  return data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} /> : null
}
