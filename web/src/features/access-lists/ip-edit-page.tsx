import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccessIpRow_AccessIpFragmentDoc, AccessListsIpCreateDocument, AccessListsIpDocument, AccessListsIpUpdateDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { IPS_PATH } from './access-tabs';
import { EntryForm, type EntryValues } from './entry-form';
import { useIpScope } from './ip-scope';

/** /manage/systemmanage/hostConfig/ip/addOrUpdate[?id=&scope=&accountId=]: adds an address or CIDR block to an IP whitelist, or edits one. */
export function IpEditPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const scope = useIpScope();
  const existing = useQuery(AccessListsIpDocument, { variables: { id: id ?? '', ...scope.variables }, skip: !id, fetchPolicy: 'network-only' });
  const [create] = useMutation(AccessListsIpCreateDocument);
  const [update] = useMutation(AccessListsIpUpdateDocument);
  const loaded = useMemo<EntryValues | null>(() => {
    const entry = existing.data ? readFragment(AccessIpRow_AccessIpFragmentDoc, existing.data.accessIp) : null;
    return entry ? { value: entry.address, description: entry.description ?? '', enabled: entry.enabled } : null;
  }, [existing.data]);

  async function save(values: EntryValues, confirmLockout: boolean) {
    const input = { address: values.value, description: values.description || null, enabled: values.enabled };
    if (id) unwrap((await update({ variables: { id, input, ...scope.variables, confirmLockout } })).data?.updateAccessIp);
    else unwrap((await create({ variables: { input, ...scope.variables, confirmLockout } })).data?.createAccessIp);
  }

  return (
    <EntryForm
      existing={loaded}
      loadError={existing.error}
      label={t('accessLists.fields.address')}
      helper={t('accessLists.ips.helper')}
      fieldReasons={['ipInvalid', 'accessEntryTaken']}
      inputTestId={TEST_IDS.accessIpInput}
      formTestId={TEST_IDS.accessIpForm}
      listPath={`${IPS_PATH}?${scope.query}`}
      save={save}
      savedMessage={t('accessLists.saved')}
      scope={t(scope.system ? 'accessLists.ips.descriptionSystem' : 'accessLists.ips.descriptionAccount')}
    />
  );
}
