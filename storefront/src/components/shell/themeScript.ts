/**
 * Runs before the page paints: applies the stored colour mode (system, light or dark) so the page
 * never flashes the wrong theme. Key, values and what is set on <html> are shared with
 * colorMode.ts (the toggle); change both together.
 */
export const THEME_STORAGE_KEY = 'color-mode'

export const themeScript = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}');if(m!=='light'&&m!=='dark')m='system';var d=m==='dark'||(m==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.dataset.colorMode=m;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`
