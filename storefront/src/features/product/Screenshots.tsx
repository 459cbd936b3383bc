import styles from './Introduction.module.css'
import type { Shot } from './introductionRows'

/**
 * Screenshots with their captions. The alt text is the image's own (from the media library), else
 * its caption, else a numbered description (worded by IntroductionPanel), so no image is announced
 * as just "image".
 */
export function Screenshots({ shots }: { shots: Shot[] }) {
  return (
    <ul className={styles.shots}>
      {shots.map((s, i) => (
        <li key={`${s.src}-${i}`}>
          <figure className={styles.shot}>
            <img src={s.src} alt={s.alt} width={s.width} height={s.height} loading="lazy" decoding="async" />
            {s.caption ? <figcaption>{s.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
