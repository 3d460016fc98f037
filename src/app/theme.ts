import { createTheme, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '31.25em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Button: { defaultProps: { loaderProps: { type: 'dots' } } },
  },
});

/** SPEC 1: the theme is kept in localStorage under isDark ('true' or 'false'); without it, the system's choice. */
export function isDarkColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (fallback) => {
      const stored = localStorage.getItem('isDark');
      return stored === 'true' ? 'dark' : stored === 'false' ? 'light' : fallback;
    },
    set: (value: MantineColorScheme) => {
      if (value === 'auto') localStorage.removeItem('isDark');
      else localStorage.setItem('isDark', String(value === 'dark'));
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === 'isDark') onUpdate(event.newValue === 'true' ? 'dark' : 'light');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => localStorage.removeItem('isDark'),
  };
}
