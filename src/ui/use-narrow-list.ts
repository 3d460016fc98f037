import { useMediaQuery } from '@mantine/hooks';

/** Below 700 px a list shows as cards (or label-above-value rows) instead of a table, whose columns would not fit. */
export const useNarrowList = () => useMediaQuery('(max-width: 699.98px)');
