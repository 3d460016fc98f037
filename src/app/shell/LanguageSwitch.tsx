import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES } from '../i18n';

const OPTIONS = Object.entries(LANGUAGES).map(([value, label]) => ({ value, label }));

/** English or French, for this device (kept in localStorage). Each option is named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      data={OPTIONS}
      value={isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) void chooseLanguage(value);
      }}
    />
  );
}
