import type { ReactNode } from 'react';
import type { PhotoFinding } from '@/contract';
import type { Attachment } from '@/offline';
import type { FileFieldProps, FileFieldValue } from './FileField';

/** A document held in one form field, as the KYB forms keep it: { name, content } and, once saved, its attachment's id. */
type StoredDocument = FileFieldValue & { attachmentId?: number };

type DocumentKey<Values> = {
  [Key in keyof Values]: Values[Key] extends StoredDocument | null ? Key : never;
}[keyof Values] &
  string;

type StringKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

type FindingsKey<Values> = {
  [Key in keyof Values]-?: PhotoFinding[] | undefined extends Values[Key] ? Key : never;
}[keyof Values] &
  string;

/**
 * A document held in two string fields, as the KYC contract carries it: its base64 content and its file name; and
 * the device's photo quality findings the customer kept for it, when the form records them.
 */
export interface SplitDocumentKeys<Values> {
  content: StringKey<Values>;
  name: StringKey<Values>;
  findings?: FindingsKey<Values>;
}

/** The part of a Mantine form the document fields use. */
interface DocumentForm<Values> {
  errors: Record<string, ReactNode>;
  getValues(): Values;
  setFieldValue(key: DocumentKey<Values>, document: StoredDocument | null): void;
  setValues(values: Partial<Values>): void;
  clearFieldError(key: StringKey<Values>): void;
}

/** FileField's value, error and onChange for a document of a Mantine form: in one field (`key`) or in two (`{ content, name }`). */
export function documentFieldProps<Values>(
  form: DocumentForm<Values>,
  key: DocumentKey<Values> | SplitDocumentKeys<Values>,
): Pick<FileFieldProps, 'value' | 'error' | 'onChange' | 'handoffField'> {
  const values = form.getValues();
  if (typeof key !== 'string') {
    return {
      value: { name: values[key.name] as string, content: values[key.content] as string },
      onChange: (attachment: Attachment | null, keptFindings?: PhotoFinding[]) => {
        const findings = key.findings ? { [key.findings]: keptFindings } : {};
        form.setValues({
          [key.content]: attachment?.content ?? '',
          [key.name]: attachment?.name ?? '',
          ...findings,
        } as Partial<Values>);
        form.clearFieldError(key.content);
      },
      error: form.errors[key.content] ?? form.errors[key.name],
      handoffField: key.content,
    };
  }
  const previous = values[key] as StoredDocument | null;
  return {
    value: previous,
    error: form.errors[key],
    handoffField: key,
    // A replaced document keeps the stored attachment's id, so the server updates it in place.
    onChange: (attachment: Attachment | null) =>
      form.setFieldValue(
        key,
        attachment
          ? {
              name: attachment.name,
              content: attachment.content,
              ...(previous?.attachmentId ? { attachmentId: previous.attachmentId } : {}),
            }
          : null,
      ),
  };
}
