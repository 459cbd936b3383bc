/** A product's questions and answers as schema.org FAQPage, null without any. */
export function faqPageLd(faq: [question: string, answer: string][]) {
  if (faq.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(([question, answer]) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  }
}
