'use client'

import { useSyncExternalStore } from 'react'
import { MAX_COMPARE } from './compareQuery'

/**
 * The models a visitor picked for comparison on list and detail pages, kept in localStorage so
 * the pick survives navigation (pages stay cached and identical for everyone). At most four; a
 * fifth pick replaces the oldest.
 */
const STORAGE_KEY = 'aidir.compare'
const listeners = new Set<() => void>()
let cache: { raw: string | null; keys: string[] } = { raw: null, keys: [] }
const EMPTY: string[] = []

function read(): string[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(STORAGE_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cache.raw) return cache.keys
  let keys: string[] = []
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    if (Array.isArray(parsed)) keys = parsed.filter((k): k is string => typeof k === 'string' && /^[a-z0-9-]{1,100}$/.test(k)).slice(-MAX_COMPARE)
  } catch {
    keys = []
  }
  cache = { raw, keys }
  return keys
}

function write(keys: string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keys))
  } catch {
    // Private mode without storage: the pick lasts until the page changes.
  }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useCompareSelection(): string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

export function toggleCompare(key: string) {
  const keys = read()
  write(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key].slice(-MAX_COMPARE))
}

export function clearCompare() {
  write([])
}
