import { startTransition, useState } from 'react';

/** Options drawn when a list opens or its search changes: a screenful and more (performance.md, "Pickers"). */
const FIRST_OPTIONS = 30;

interface BoundedOptionsProps {
  onDropdownOpen?: () => void;
  onSearchChange?: (search: string) => void;
}

/**
 * Props of a Mantine Select whose list can be long (the countries, the banks, the cities of a state): when it opens
 * or its search changes, only its first options are drawn, in the tap's or key's own frame, and the rest in a
 * transition React interrupts for the next key (250 countries took 0.5 s to draw at 4x CPU on a mid-range phone).
 * The first options run to the chosen one and a screenful beyond it, so the list opens on it; the rest only adds
 * options after those, so what is shown, where the list is scrolled and the keyboard's place in it stay as they are.
 */
export function useBoundedOptions(
  values: ReadonlyArray<{ value: string }>,
  value: string | null,
  props: BoundedOptionsProps = {},
) {
  const [all, setAll] = useState(true);
  const drawFirstOptions = () => {
    setAll(false);
    startTransition(() => setAll(true));
  };
  const chosen = value === null ? -1 : values.findIndex((option) => option.value === value);
  return {
    limit: all ? undefined : Math.max(FIRST_OPTIONS, chosen + FIRST_OPTIONS),
    onDropdownOpen: () => {
      drawFirstOptions();
      props.onDropdownOpen?.();
    },
    onSearchChange: (search: string) => {
      drawFirstOptions();
      props.onSearchChange?.(search);
    },
  };
}
