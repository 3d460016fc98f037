import type { ReactElement } from 'react';
import { Trans as LinguiTrans } from '@lingui/react';
import type { MessageKey, MessageValues } from './i18n';

/** A text with parts drawn by components: `<link>words</link>` in the text is `components.link` holding the words. */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <LinguiTrans id={i18nKey} values={values} components={components} />;
}
