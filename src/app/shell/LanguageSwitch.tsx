import { SegmentedControl } from '@mantine/core';
import { chooseLanguage, isLanguage, LANGUAGES, useTranslation } from '../i18n';

const OPTIONS = Object.entries(LANGUAGES).map(([value, label]) => ({ value, label }));

/** English or French, for this device (kept in localStorage). Each option is named in its own language. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      data={OPTIONS}
      value={language}
      onChange={(value) => {
        if (isLanguage(value)) void chooseLanguage(value);
      }}
    />
  );
}
