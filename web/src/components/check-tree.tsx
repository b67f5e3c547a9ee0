import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckField } from './check-field';

export interface CheckTreeItem {
  value: string;
  label: ReactNode;
  testId?: string;
}

export interface CheckTreeGroup {
  key: string;
  label: ReactNode;
  testId?: string;
  items: readonly CheckTreeItem[];
}

interface CheckTreeProps {
  groups: readonly CheckTreeGroup[];
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  readOnly?: boolean;
}

/** Groups of checkboxes under a tri-state checkbox each (all, some or none of the group held). */
export function CheckTree({ groups, value, onChange, readOnly }: CheckTreeProps) {
  const set = (values: readonly string[], on: boolean) => {
    const next = new Set(value);
    for (const item of values) {
      if (on) next.add(item);
      else next.delete(item);
    }
    onChange(next);
  };
  return (
    <Stack gap="3">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => {
          const values = group.items.map((item) => item.value);
          const held = values.filter((item) => value.has(item)).length;
          return (
            <Box key={group.key} borderWidth="1px" rounded="l2" p="3">
              <CheckField
                checked={held === 0 ? false : held === values.length ? true : 'indeterminate'}
                disabled={readOnly}
                onCheckedChange={(on) => set(values, on)}
                testId={group.testId}
              >
                <Box as="span" fontWeight="semibold">
                  {group.label}
                </Box>
              </CheckField>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" ps="7" pt="2">
                {group.items.map((item) => (
                  <CheckField key={item.value} size="sm" checked={value.has(item.value)} disabled={readOnly} onCheckedChange={(on) => set([item.value], on)} testId={item.testId}>
                    {item.label}
                  </CheckField>
                ))}
              </SimpleGrid>
            </Box>
          );
        })}
    </Stack>
  );
}
