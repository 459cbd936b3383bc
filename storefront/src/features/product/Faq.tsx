import styles from './Introduction.module.css'

/**
 * Questions and answers as a description list, all answers visible: the same text is given to
 * search engines as FAQPage JSON-LD, which must match what the page shows.
 */
export function Faq({ faq }: { faq: [question: string, answer: string][] }) {
  return (
    <dl className={styles.faq}>
      {faq.map(([question, answer], i) => (
        <div key={i} className={styles.faqItem}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  )
}
