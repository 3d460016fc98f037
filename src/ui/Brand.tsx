import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" aria-hidden>
        <IconBuildingBank size={18} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        Payway
      </Text>
    </Group>
  );
}
