import { Alert, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page's error line; renders nothing without a message. */
export function ErrorAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** The "no data" row of an empty table, spanning its columns; nothing while loading or with rows. */
export function EmptyTableRow({ columns, show }: { columns: number; show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} textAlign="center" color="fg.muted" py="10">
        {t('common.noData')}
      </Table.Cell>
    </Table.Row>
  );
}
