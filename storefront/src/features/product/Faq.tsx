import type { ProductDetail } from './getProduct'
import styles from './Introduction.module.css'

/**
 * Questions and answers as a description list, all answers visible: the same text is given to
 * search engines as FAQPage JSON-LD, which must match what the page shows.
 */
export function Faq({ faq }: { faq: ProductDetail['faq'] }) {
  return (
    <dl className={styles.faq}>
      {faq.map((f, i) => (
        <div key={i} className={styles.faqItem}>
          <dt>{f.question}</dt>
          <dd>{f.answer}</dd>
        </div>
      ))}
    </dl>
  )
}
