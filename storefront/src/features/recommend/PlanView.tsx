import type { Plan, PlanItem } from '@aidir/cms/recommend'
import { routes } from '@/lib/routes'
import styles from './recommend.module.css'

export type PlanTexts = {
  step: string
  need: string
  price: Record<string, string>
  entity: Record<string, string>
  view: string
  sandbox: string
  fallback: string
  engine: string
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''))

function itemPath(item: PlanItem): string {
  if (item.entity === 'mcp-servers') return routes.mcpServer(item.key)
  if (item.entity === 'ai-models') return routes.model(item.key)
  return routes.product(item.key)
}

/**
 * A plan: its notice (sandbox, fallback to the offline engine, or the platform that ranked it) and
 * each step with its recommended items — name linking to the item's page, kind, price type and
 * the reason. No hooks and no browser code: the plan page renders it on the server, the assistant's
 * form in the browser. `prefix` is the page language's path prefix ('' for the default language).
 */
export function PlanView({ plan, prefix, texts, numbered = true }: { plan: Plan; prefix: string; texts: PlanTexts; numbered?: boolean }) {
  return (
    <div className={styles.plan} data-testid="plan" data-cache-id={plan.cacheId}>
      <p className={styles.notice} role="note" data-testid="plan-notice" data-engine={plan.engine}>
        {plan.fallback ? texts.fallback : plan.sandbox ? texts.sandbox : fill(texts.engine, { engine: plan.engine })}
      </p>
      <ol className={styles.steps}>
        {plan.steps.map((step, i) => (
          <li key={`${step.category.key}-${i}`} className={styles.step} data-step={step.category.key}>
            <h2 className={styles.stepTitle}>
              {numbered ? <span className={styles.stepNo}>{fill(texts.step, { n: i + 1 })}</span> : null}
              {step.category.name}
            </h2>
            <p className={styles.need}>{fill(texts.need, { need: step.need })}</p>
            <ul className={styles.items}>
              {step.items.map((item) => (
                <li key={`${item.entity}:${item.key}`} className={styles.item} data-item={item.key} data-entity={item.entity}>
                  <div className={styles.itemHead}>
                    <a href={`${prefix}${itemPath(item)}`} className={styles.itemName}>
                      {item.name}
                    </a>
                    <span className={styles.badge}>{texts.entity[item.entity] ?? item.entity}</span>
                    {item.priceType && texts.price[item.priceType] ? <span className={styles.price}>{texts.price[item.priceType]}</span> : null}
                  </div>
                  <p className={styles.reason}>{item.reason}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  )
}
