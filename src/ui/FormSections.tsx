import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import type { MessageKey } from '@/app/i18n';

/** One input across the form, or several side by side (two columns from sm). */
type Row<K extends string> = K | readonly K[];
export interface FormSection<K extends string> {
  /** None for a form of one section, untitled. */
  title?: MessageKey;
  rows: ReadonlyArray<Row<K>>;
}
type RowKeys<R> = R extends ReadonlyArray<infer E> ? E : R;
type Unplaced<K extends string, S extends ReadonlyArray<FormSection<K>>> = Exclude<
  K,
  RowKeys<S[number]['rows'][number]>
>;

/**
 * A form's sections, every input of `K` placed in one (a compile error names an input left out): a form whose fields
 * are declared (src/contract/step-fields.ts) cannot miss the input of a new one.
 */
export const sectionsPlacing =
  <K extends string>() =>
  <const S extends ReadonlyArray<FormSection<K>>>(
    sections: S & ([Unplaced<K, S>] extends [never] ? unknown : { unplaced: Unplaced<K, S> }),
  ) =>
    sections;

/** An input the form does not show now (`shown && <Input />`). */
const isHidden = (input: ReactNode) => input === null || input === undefined || input === false;

/** The sections' titles (if any) and their inputs, rows of several in a grid; a row whose inputs are all hidden is left out. */
export function FormSections<K extends string>({
  sections,
  inputs,
  title,
}: {
  sections: ReadonlyArray<FormSection<K>>;
  inputs: Record<K, ReactNode>;
  title: (key: MessageKey) => string;
}) {
  return sections.map((section, index) => (
    <Fragment key={section.title ?? index}>
      {section.title && (
        <Title order={3} size="h5">
          {title(section.title)}
        </Title>
      )}
      {section.rows.map((row) =>
        typeof row === 'string' ? (
          <Fragment key={row}>{inputs[row as K]}</Fragment>
        ) : row.every((key) => isHidden(inputs[key])) ? null : (
          <SimpleGrid key={row.join()} cols={{ base: 1, sm: 2 }} spacing="md">
            {row.map((key) => (
              <Fragment key={key}>{inputs[key]}</Fragment>
            ))}
          </SimpleGrid>
        ),
      )}
    </Fragment>
  ));
}
