import {
  createTheme,
  darken,
  lighten,
  luminance,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // The same shade in both schemes: autoContrast picks the text colour of filled buttons from it.
  primaryShade: { light: 7, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '31.25em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // Text on a filled colour is black or white, whichever reads at 4.5:1 (WCAG AA): 0.179 is the luminance where both tie.
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    Button: { defaultProps: { loaderProps: { type: 'dots' } } },
    // Links are told from the text around them by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A closed picker mounts no options: Mantine keeps them all (250 countries, with flags) hidden in the page by default,
    // and every keystroke anywhere in a form then re-rendered each of them (100-250 ms a character on a desktop CPU).
    Combobox: { defaultProps: { keepMounted: false } },
    // Long French labels ("Demandes échouées", "En attente d'approbation") wrap on a 360 px phone rather than push the
    // page wider or lose their end to an ellipsis.
    Tabs: { styles: { tab: { whiteSpace: 'normal', lineHeight: 1.25 } } },
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal' },
      },
    },
  },
});

const MIN_CONTRAST = 4.5;

function contrast(a: string, b: string) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `color`, or the nearest darker (light scheme) or lighter (dark scheme) tone of it that reads on every background. */
function readable(color: string, backgrounds: string[], scheme: 'light' | 'dark') {
  let tone = color;
  for (let step = 0; step < 30 && backgrounds.some((background) => contrast(tone, background) < MIN_CONTRAST); step++) {
    tone = scheme === 'light' ? darken(tone, 0.05) : lighten(tone, 0.05);
  }
  return tone;
}

/**
 * Mantine's default text colours miss WCAG AA on some of its own surfaces (dimmed gray.6 on white is 3.3:1, yellow.9
 * on yellow.1 2.7:1, red.7 on gray.0 3.6:1...). Each is moved, only as far as needed, to 4.5:1 on the surfaces it
 * is drawn on: page, cards, a colour's light background, and for links and dimmed text any light background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const { colors, white, primaryColor } = resolved;
  const lightSurfaces = [white, colors.gray[0], colors.gray[1]];
  const darkSurfaces = [colors.dark[7], colors.dark[6], colors.dark[5]];
  const lightTints = Object.values(colors).map((shades) => shades[1]);
  const darkTints = Object.values(colors).map((shades) => darken(shades[9], 0.5));
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(colors.gray[6], [...lightSurfaces, colors[primaryColor][1]], 'light'),
    '--mantine-color-anchor': readable(colors[primaryColor][7], [...lightSurfaces, ...lightTints], 'light'),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readable(colors.dark[2], [...darkSurfaces, darken(colors[primaryColor][9], 0.5)], 'dark'),
    '--mantine-color-anchor': readable(colors[primaryColor][4], [...darkSurfaces, ...darkTints], 'dark'),
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const lightText = readable(shades[7], [...lightSurfaces, shades[1]], 'light');
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
      [`--mantine-color-${name}-light-color`]: readable(shades[9], [shades[1], shades[2]], 'light'),
    });
    const darkText = readable(shades[4], [...darkSurfaces, darken(shades[9], 0.5)], 'dark');
    Object.assign(dark, {
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-outline`]: darkText,
      [`--mantine-color-${name}-light-color`]: readable(
        shades[0],
        [darken(shades[9], 0.5), darken(shades[9], 0.3)],
        'dark',
      ),
    });
  }
  return { variables: {}, light, dark };
};

/** Product §1: the theme is kept in localStorage under isDark ('true' or 'false'); without it, the system's choice. */
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
