'use client'

import type React from 'react'

/**
 * The hero's search box. Without JavaScript the form GETs `/discover?q=…`; with it, a submit goes
 * straight to `/discover/{query}` (one request fewer than the redirect).
 */
export function HeroSearch({ action, label, placeholder, submit }: { action: string; label: string; placeholder: string; submit: string }) {
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    event.preventDefault()
    window.location.assign(query ? `${action}/${encodeURIComponent(query)}` : action)
  }
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="hero-search">
      <label htmlFor="hero-q" className="visually-hidden">
        {label}
      </label>
      <input id="hero-q" name="q" type="search" placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
      <button type="submit">{submit}</button>
    </form>
  )
}
