/**
 * Runs before the page paints: applies the stored colour mode (system, light or dark) so the page
 * never flashes the wrong theme. Key and values are shared with the theme toggle.
 */
export const THEME_STORAGE_KEY = 'color-mode'

export const themeScript = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}')||'system';var d=m==='dark'||(m==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.dataset.colorMode=m;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`
