import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FactList } from '../../components/fact-list';
import { detailFields } from './event-words';

/**
 * An event's details as labelled fields. A key no label is known for is the SDK's own word and
 * is shown as data (monospace, not translated), never as raw JSON.
 */
export function EventDetails({ json }: { json: string }) {
  const { t, i18n } = useTranslation();
  const fields = detailFields(json, t, i18n.language);
  if (fields.length === 0) return <Text color="fg.muted">{t('monitoring.details.none')}</Text>;
  return (
    <div data-testid={TEST_IDS.monitorEventDetails}>
      <FactList
        items={fields.map((field) => ({
          key: field.path,
          label: field.label ?? (
            <Text as="span" fontFamily="mono" fontSize="xs" translate="no">
              {field.path}
            </Text>
          ),
          value: field.value,
        }))}
      />
    </div>
  );
}
