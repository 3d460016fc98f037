import { Box } from '@mantine/core';

// Flags ship with the app (the product's external flags service is replaced): each SVG is its own small asset,
// fetched from this origin only when shown. Lazy: a country list kept mounted but hidden (a closed dropdown) does not
// fetch its 250 flags when its form opens.
const FLAG_URLS = import.meta.glob('../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const byCode = new Map(Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(-6, -4), url]));

export function CountryFlag({ code, size = 20 }: { code: string; size?: number }) {
  const url = byCode.get(code.toUpperCase());
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      w={size}
      h={Math.round((size * 2) / 3)}
      style={{ borderRadius: 2, display: 'block', flexShrink: 0 }}
    />
  );
}
