// Cached like the storefront's product pages: rendered on its first request, then kept for 60 s.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

/** One heading and one sentence: no data, no layout, nothing but Next and React rendering a page. */
export default async function Page({ params }) {
  const { id } = await params
  return (
    <main>
      <h1>Product {id}</h1>
      <p>A page with one heading, rendered on its first request and cached.</p>
    </main>
  )
}
