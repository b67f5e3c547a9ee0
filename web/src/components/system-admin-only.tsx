import { EmptyState } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import { LockIcon } from './ui/icons';

/** Why a page of system super admins shows nothing to anyone else (the server refuses anyway). */
export function SystemAdminOnly({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" rounded="l3" data-testid={TEST_IDS.systemAdminOnly}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LockIcon />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('systemAdminOnly.title')}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
