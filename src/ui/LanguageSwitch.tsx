import type { KeyboardEvent } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { chooseLanguage, LANGUAGES, useTranslation, type Language } from '@/app/i18n';

const CODES = Object.keys(LANGUAGES) as Language[];
/** Arrow keys move through the options as in a group of radio buttons: the next one is chosen and takes the focus. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * English or French, for this device (kept in localStorage). Each option is named in its own language. Drawn as
 * Mantine's SegmentedControl looks (a grey track, the chosen option on a raised pill) but from buttons already on the
 * first screen: the login page does not load SegmentedControl and its FloatingIndicator for two words.
 */
export function LanguageSwitch() {
  const { t, language: value } = useTranslation();
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (CODES.indexOf(value) + step + CODES.length) % CODES.length;
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
    void chooseLanguage(CODES[next]!);
  };
  return (
    <Group
      role="radiogroup"
      aria-label={t('language.label')}
      display="inline-flex"
      gap={0}
      wrap="nowrap"
      p={4}
      bdrs="md"
      bg="var(--mantine-color-gray-light)"
    >
      {CODES.map((code) => {
        const checked = code === value;
        return (
          <UnstyledButton
            key={code}
            role="radio"
            aria-checked={checked}
            data-touch-target
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              if (!checked) void chooseLanguage(code);
            }}
            onKeyDown={move}
            fz="xs"
            fw="var(--mantine-font-weight-medium)"
            lh={1.55}
            px={6}
            py={2}
            bdrs="sm"
            c={checked ? 'bright' : 'dimmed'}
            bg={checked ? 'var(--mantine-color-default)' : undefined}
            style={checked ? { boxShadow: 'var(--mantine-shadow-xs)' } : undefined}
          >
            {LANGUAGES[code]}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
