import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccessHostRow_AccessHostFragmentDoc, AccessListsHostCreateDocument, AccessListsHostDocument, AccessListsHostUpdateDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { HOSTS_PATH } from './access-tabs';
import { EntryForm, type EntryValues } from './entry-form';

/** /manage/systemmanage/hostConfig/addOrUpdate[?id=]: adds a host name the console answers under, or edits one. */
export function HostEditPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const existing = useQuery(AccessListsHostDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const [create] = useMutation(AccessListsHostCreateDocument);
  const [update] = useMutation(AccessListsHostUpdateDocument);
  const loaded = useMemo<EntryValues | null>(() => {
    const host = existing.data ? readFragment(AccessHostRow_AccessHostFragmentDoc, existing.data.accessHost) : null;
    return host ? { value: host.host, description: host.description ?? '', enabled: host.enabled } : null;
  }, [existing.data]);

  async function save(values: EntryValues, confirmLockout: boolean) {
    const input = { host: values.value, description: values.description || null, enabled: values.enabled };
    if (id) unwrap((await update({ variables: { id, input, confirmLockout } })).data?.updateAccessHost);
    else unwrap((await create({ variables: { input, confirmLockout } })).data?.createAccessHost);
  }

  return (
    <EntryForm
      existing={loaded}
      loadError={existing.error}
      label={t('accessLists.fields.host')}
      helper={t('accessLists.hosts.helper')}
      fieldReasons={['hostInvalid', 'accessEntryTaken']}
      inputTestId={TEST_IDS.accessHostInput}
      formTestId={TEST_IDS.accessHostForm}
      listPath={HOSTS_PATH}
      save={save}
      savedMessage={t('accessLists.saved')}
      scope={t('accessLists.hosts.description')}
    />
  );
}
