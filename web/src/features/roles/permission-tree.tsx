import { isPermissionCode } from '@authz';
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { permissionCodeTestId, permissionGroupTestId } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { PERMISSION_CODE_LABELS, PERMISSION_GROUP_LABELS } from './role-labels';

export interface PermissionTreeGroup {
  group: string;
  codes: readonly { code: string }[];
}

interface PermissionTreeProps {
  /** The groups and codes the caller may grant (`permissionTree`). */
  groups: readonly PermissionTreeGroup[];
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  readOnly?: boolean;
}

/** The role editor's tree (spec §6): a tri-state checkbox per group over its codes. */
export function PermissionTree({ groups, value, onChange, readOnly }: PermissionTreeProps) {
  const { t } = useTranslation();
  const set = (codes: readonly string[], on: boolean) => {
    const next = new Set(value);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    onChange(next);
  };
  return (
    <Stack gap="3">
      {groups
        .filter((group) => group.codes.length > 0)
        .map((group) => {
          const codes = group.codes.map((c) => c.code);
          const held = codes.filter((code) => value.has(code)).length;
          const groupLabel = Object.hasOwn(PERMISSION_GROUP_LABELS, group.group) ? t(PERMISSION_GROUP_LABELS[group.group as keyof typeof PERMISSION_GROUP_LABELS]) : group.group;
          return (
            <Box key={group.group} borderWidth="1px" rounded="l2" p="3">
              <CheckField
                checked={held === 0 ? false : held === codes.length ? true : 'indeterminate'}
                disabled={readOnly}
                onCheckedChange={(on) => set(codes, on)}
                testId={permissionGroupTestId(group.group)}
              >
                <Box as="span" fontWeight="semibold">
                  {groupLabel}
                </Box>
              </CheckField>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" ps="7" pt="2">
                {codes.map((code) => (
                  <CheckField key={code} size="sm" checked={value.has(code)} disabled={readOnly} onCheckedChange={(on) => set([code], on)} testId={permissionCodeTestId(code)}>
                    {isPermissionCode(code) ? t(PERMISSION_CODE_LABELS[code]) : code}
                  </CheckField>
                ))}
              </SimpleGrid>
            </Box>
          );
        })}
    </Stack>
  );
}
