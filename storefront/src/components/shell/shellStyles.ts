/**
 * The styles of the header and footer, imported by the root layout as well as by the components
 * that use them. Since parts of the header load lazily (lib/clientOnly), Turbopack kept the header's
 * styles in a sheet of their own: a third render-blocking request on every page, first contentful
 * paint 1.2 s -> 1.8 s on the home (issue 3). Imported from the root layout they are chunked with
 * the page's styles again: two sheets on the home (bench/lighthouse.bench.ts).
 */
import './Header.module.css'
import './Footer.module.css'
import './ThemeToggle.module.css'
import '@/features/navigation/HeaderSearch.module.css'
import '@/features/navigation/SearchCombobox.module.css'
import '@/features/navigation/LanguageSelector.module.css'
import '@/features/navigation/MobileMenu.module.css'
import '@/features/navigation/SiteNav.module.css'
import '@/features/account/client/Account.module.css'
