import type { ProductDetail } from './getProduct'
import styles from './Introduction.module.css'

/**
 * Screenshots with their captions. The alt text is the image's own (from the media library), else
 * its caption, else a numbered description, so no image is announced as just "image".
 */
export function Screenshots({ product: p, fallbackAlt }: { product: ProductDetail; fallbackAlt: (n: number) => string }) {
  return (
    <ul className={styles.shots}>
      {p.screenshots.map((s, i) => (
        <li key={`${s.image.url}-${i}`}>
          <figure className={styles.shot}>
            <img
              src={s.image.url}
              alt={s.image.alt || s.caption || fallbackAlt(i + 1)}
              width={s.image.width ?? undefined}
              height={s.image.height ?? undefined}
              loading="lazy"
              decoding="async"
            />
            {s.caption ? <figcaption>{s.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
