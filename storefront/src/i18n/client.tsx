'use client'

import type React from 'react'
import { createContext, useContext, useMemo } from 'react'
import { translate, type Texts, type TFunction } from './translate'

/**
 * UI text in client components, without shipping i18next to the browser (about 20 KB of the
 * first-load budget). The server passes the page language's namespaces as props; `useTranslation`
 * keeps the react-i18next call shape (`t`, `i18n.language`, resource bundles added on the fly) so
 * components read the same either way. Features of i18next the client texts use — nested keys,
 * `{{value}}` interpolation, `count` plurals, `defaultValue` — are in `translate.ts`; server
 * components keep using i18next through `getT`.
 */
export type { TFunction }

type Store = { language: string; bundles: Map<string, Texts> }

const I18nContext = createContext<Store>({ language: 'en', bundles: new Map() })

export function I18nProvider({ locale, bundles, children }: { locale: string; bundles: Record<string, Texts>; children: React.ReactNode }) {
  const store = useMemo(() => ({ language: locale, bundles: new Map(Object.entries(bundles)) }), [locale, bundles])
  return <I18nContext.Provider value={store}>{children}</I18nContext.Provider>
}

export type ClientI18n = {
  language: string
  hasResourceBundle: (language: string, ns: string) => boolean
  /**
   * A page adds a namespace once; with `deep`, texts for a namespace the page already has add the
   * keys it lacks, at any depth (the account pages' own parts, i18n/clientBundles.ts). overwrite is
   * accepted and ignored.
   */
  addResourceBundle: (language: string, ns: string, texts: Texts, deep?: boolean, overwrite?: boolean) => void
}

export function useTranslation(ns = 'common'): { t: TFunction; i18n: ClientI18n } {
  const store = useContext(I18nContext)
  return useMemo(() => {
    const i18n: ClientI18n = {
      language: store.language,
      hasResourceBundle: (language, name) => language === store.language && store.bundles.has(name),
      // A page-level namespace (geo, verification) joins the store during render, before its readers.
      addResourceBundle: (language, name, texts, deep) => {
        if (language !== store.language) return
        const existing = store.bundles.get(name)
        if (!existing) store.bundles.set(name, texts)
        else if (deep) store.bundles.set(name, withMissing(existing, texts))
      },
    }
    const t: TFunction = (key, options) => translate(store.language, store.bundles.get(ns), key, options)
    return { t, i18n }
  }, [store, ns])
}

/** `texts` with what `extra` has and it lacks, at any depth; a text already there stays. */
function withMissing(texts: Texts, extra: Texts): Texts {
  const merged: Texts = { ...extra, ...texts }
  for (const [key, value] of Object.entries(extra)) {
    const own = texts[key]
    if (own && typeof own === 'object' && value && typeof value === 'object') merged[key] = withMissing(own as Texts, value as Texts)
  }
  return merged
}
