import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { HardeningKeystoreDeleteDocument, HardeningKeystoresDocument, KeystoreRow_KeystoreFragmentDoc } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { requestHeaders } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { GuideAction } from '../../components/empty-guide';

const SCHEMES = ['v1v2v3', 'v1v2', 'v2', 'v1'] as const;
const SCHEME_LABELS: Record<(typeof SCHEMES)[number], TranslationKey> = {
  v1: 'hardening.keystores.schemes.v1',
  v2: 'hardening.keystores.schemes.v2',
  v1v2: 'hardening.keystores.schemes.v1v2',
  v1v2v3: 'hardening.keystores.schemes.v1v2v3',
};
const STORE_TYPES: Record<string, string> = { jks: 'JKS', pkcs12: 'PKCS#12' };

/** Uploads a keystore with its passwords (multipart, so the file is never base64 in a JSON body); answers the server's message on refusal. */
async function uploadKeystore(file: File, fields: Record<string, string>): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const response = await fetch('/api/harden/keystore/add', { method: 'POST', headers: requestHeaders(), body });
  const answer = (await response.json().catch(() => null)) as { code?: string; msg?: string } | null;
  if (answer?.code !== '200') throw new Error(answer?.msg ?? response.statusText);
}

function AddKeystoreDialog({ onClose, onAdded }: { onClose(): void; onAdded(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [storePassword, setStorePassword] = useState('');
  const [alias, setAlias] = useState('');
  const [aliasPassword, setAliasPassword] = useState('');
  const [scheme, setScheme] = useState<string>('v1v2v3');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const missing = !file
      ? t('assessment.upload.noFile')
      : !storePassword
        ? t('errors.required', { field: t('hardening.keystores.fields.storePassword') })
        : !alias.trim()
          ? t('errors.required', { field: t('hardening.keystores.fields.alias') })
          : null;
    if (missing) {
      setError(missing);
      throw new Error(missing);
    }
    setError(null);
    try {
      await uploadKeystore(file!, { name, storePassword, alias: alias.trim(), aliasPassword, signatureScheme: scheme });
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : t('errors.server');
      setError(message);
      throw failure;
    }
    toaster.success({ title: t('hardening.keystores.added', { name: alias.trim() }) });
    onAdded();
  }

  return (
    <FormDialog open title={t('hardening.keystores.add')} error={error} submitLabel={t('common.save')} onSubmit={submit} onClose={onClose} testId={TEST_IDS.keystoreDialog}>
      <Field.Root required>
        <Field.Label>
          {t('hardening.keystores.fields.file')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="file" p="1" accept=".jks,.keystore,.p12,.pfx,.bks" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} data-testid={TEST_IDS.keystoreFile} />
        <Field.HelperText>{t('hardening.keystores.fileHelp')}</Field.HelperText>
      </Field.Root>
      <TextField label={t('hardening.keystores.fields.name')} value={name} onValueChange={setName} helper={t('hardening.keystores.nameHelp')} testId={TEST_IDS.keystoreName} />
      <TextField
        label={t('hardening.keystores.fields.storePassword')}
        required
        password
        value={storePassword}
        onValueChange={setStorePassword}
        autoComplete="off"
        testId={TEST_IDS.keystoreStorePassword}
      />
      <TextField label={t('hardening.keystores.fields.alias')} required value={alias} onValueChange={setAlias} autoComplete="off" testId={TEST_IDS.keystoreAlias} />
      <TextField
        label={t('hardening.keystores.fields.aliasPassword')}
        password
        value={aliasPassword}
        onValueChange={setAliasPassword}
        helper={t('hardening.keystores.aliasPasswordHelp')}
        autoComplete="off"
        testId={TEST_IDS.keystoreAliasPassword}
      />
      <SelectField
        label={t('hardening.keystores.fields.signatureScheme')}
        value={scheme}
        options={SCHEMES.map((value) => ({ value, label: t(SCHEME_LABELS[value]) }))}
        onValueChange={setScheme}
        testId={TEST_IDS.keystoreScheme}
      />
    </FormDialog>
  );
}

/** /hardening/signingCertificate: the account's signing keystores (spec §3), with their certificate's facts. */
export function KeystoresPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const paging = useKeysetPaging(20);
  const [adding, setAdding] = useState(false);
  const { data, loading, error, refetch } = useQuery(HardeningKeystoresDocument, { variables: paging.args, fetchPolicy: 'cache-and-network' });
  const keystores = data?.hardeningKeystores.edges.map((edge) => readFragment(KeystoreRow_KeystoreFragmentDoc, edge.node)) ?? [];
  const [remove] = useMutation(HardeningKeystoreDeleteDocument);
  const deleting = useConfirmedAction(
    async (ids: string[]) => t('hardening.keystores.deleted', { count: unwrap((await remove({ variables: { ids } })).data?.deleteHardeningKeystores) }),
    () => refetch(),
  );
  const now = Date.now();

  return (
    <Stack gap="6">
      <PageHeader
        description={t('hardening.keystores.description')}
        primary={can('keystore') ? { label: t('hardening.keystores.add'), onClick: () => setAdding(true), testId: TEST_IDS.keystoreAdd } : undefined}
      />
      <ErrorAlert error={error} />
      <ListTable
        testId={TEST_IDS.keystoreTable}
        loading={loading}
        empty={keystores.length === 0}
        emptyGuide={{
          title: t('hardening.keystores.emptyGuide.title'),
          description: t('hardening.keystores.emptyGuide.description'),
          action: can('keystore') && <GuideAction label={t('hardening.keystores.add')} onClick={() => setAdding(true)} />,
        }}
        columns={[
          'hardening.keystores.fields.name',
          'hardening.keystores.fields.alias',
          'hardening.keystores.fields.signatureScheme',
          'hardening.keystores.fields.certificate',
          'hardening.keystores.fields.validity',
          'assessment.fields.creator',
        ]}
        actions
      >
        {keystores.map((keystore) => {
          const expired = new Date(keystore.notAfter).getTime() < now;
          return (
            <Table.Row key={keystore.id} data-testid={TEST_IDS.keystoreRow} data-alias={keystore.alias}>
              <Table.Cell minW="40">
                <Text fontWeight="medium">{keystore.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {keystore.fileName} · {STORE_TYPES[keystore.storeType] ?? keystore.storeType} · {keystore.keyAlgorithm.toUpperCase()}
                </Text>
              </Table.Cell>
              <Table.Cell>{keystore.alias}</Table.Cell>
              <Table.Cell>{t(SCHEME_LABELS[keystore.signatureScheme as (typeof SCHEMES)[number]] ?? 'hardening.keystores.schemes.v1v2v3')}</Table.Cell>
              <Table.Cell maxW="80">
                <Text fontSize="sm">{keystore.subject}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all" title="SHA-256">
                  {keystore.sha256}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDateTime(keystore.notBefore, i18n.language)}
                <Text fontSize="xs">
                  → {formatDateTime(keystore.notAfter, i18n.language)}{' '}
                  {expired && (
                    <Badge size="xs" colorPalette="red">
                      {t('hardening.keystores.expired')}
                    </Badge>
                  )}
                </Text>
              </Table.Cell>
              <Table.Cell>{keystore.creator}</Table.Cell>
              <RowActions>{can('keystore') && <RowButton remove onClick={() => deleting.ask([keystore.id])} testId={TEST_IDS.keystoreDelete} />}</RowActions>
            </Table.Row>
          );
        })}
      </ListTable>
      <Pager paging={paging} connection={data?.hardeningKeystores} />
      {adding && (
        <AddKeystoreDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
      <DeleteConfirm
        action={deleting}
        title={t('hardening.keystores.confirmDeleteTitle')}
        message={t('hardening.keystores.confirmDeleteMessage', { count: deleting.target?.length ?? 0 })}
      />
    </Stack>
  );
}
