import { Group, Radio, type RadioGroupProps } from '@mantine/core';

/** A required Yes/No question whose value is 'true' or 'false' (the forms' own representation). */
export function YesNoField(props: Omit<RadioGroupProps, 'children'>) {
  return (
    <Radio.Group required {...props}>
      <Group gap="lg" mt={6}>
        <Radio value="true" label="Yes" />
        <Radio value="false" label="No" />
      </Group>
    </Radio.Group>
  );
}
