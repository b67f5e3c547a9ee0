import { isPermissionCode } from '@common/permissions';
import { useTranslation } from 'react-i18next';
import { permissionCodeTestId, permissionGroupTestId } from '../../app/testids';
import { CheckTree } from '../../components/check-tree';
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
  const tree = groups.map((group) => ({
    key: group.group,
    label: Object.hasOwn(PERMISSION_GROUP_LABELS, group.group) ? t(PERMISSION_GROUP_LABELS[group.group as keyof typeof PERMISSION_GROUP_LABELS]) : group.group,
    testId: permissionGroupTestId(group.group),
    items: group.codes.map(({ code }) => ({ value: code, label: isPermissionCode(code) ? t(PERMISSION_CODE_LABELS[code]) : code, testId: permissionCodeTestId(code) })),
  }));
  return <CheckTree groups={tree} value={value} onChange={onChange} readOnly={readOnly} />;
}
