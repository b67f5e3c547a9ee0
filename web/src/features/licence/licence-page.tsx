import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { FactList } from '../../components/fact-list';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { SystemAdminOnly } from '../../components/system-admin-only';
import { toaster } from '../../components/ui/toaster';
import { LicenceBannerDocument, LicenceInstallDocument, LicencePage_LicenceFragmentDoc, LicencePageDocument, type LicencePage_LicenceFragment } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useSession } from '../../lib/session-store';
import { ENTITLEMENT_LABELS, isEntitlement } from '../accounts/entitlement-labels';
import { isLicenceFileName, STATE_COLOURS, STATE_LABELS } from './licence-labels';

const REASON_LABELS: Record<string, TranslationKey> = {
  fileType: 'licence.reasons.fileType',
  malformed: 'licence.reasons.malformed',
  otherKey: 'licence.reasons.otherKey',
  tampered: 'licence.reasons.tampered',
  expired: 'licence.reasons.expired',
  notYetValid: 'licence.reasons.notYetValid',
};

function LicenceFacts({ licence }: { licence: LicencePage_LicenceFragment }) {
  const { t, i18n } = useTranslation();
  const status =
    licence.updateStatus === 'FAILED'
      ? t('licence.updateStatus.FAILED', { reason: licence.updateReason && REASON_LABELS[licence.updateReason] ? t(REASON_LABELS[licence.updateReason]) : '' })
      : licence.updateStatus === 'SUCCESS'
        ? t('licence.updateStatus.SUCCESS')
        : '';
  return (
    <Stack gap="3" data-testid={TEST_IDS.licenceFacts}>
      <FactList
        items={[
          {
            key: 'state',
            label: t('licence.fields.state'),
            value: (
              <Badge colorPalette={STATE_COLOURS[licence.state]} data-testid={TEST_IDS.licenceState} data-state={licence.state}>
                {t(STATE_LABELS[licence.state])}
              </Badge>
            ),
          },
          { key: 'productName', label: t('licence.fields.productName'), value: licence.productName },
          { key: 'accountName', label: t('licence.fields.accountName'), value: licence.accountName },
          { key: 'start', label: t('licence.fields.start'), value: formatDateTime(licence.start, i18n.language) },
          { key: 'end', label: t('licence.fields.end'), value: formatDateTime(licence.end, i18n.language) },
          {
            key: 'appIds',
            label: t('licence.fields.appIds'),
            value: licence.state === 'NONE' ? '' : licence.appIds.length ? licence.appIds.join(', ') : t('licence.anyApp'),
            mono: licence.appIds.length > 0,
          },
          {
            key: 'entitlements',
            label: t('licence.fields.entitlements'),
            value: licence.entitlements.length ? (
              <Wrap gap="1">
                {licence.entitlements.map((e) => (
                  <Badge key={e} data-entitlement={e}>
                    {isEntitlement(e) ? t(ENTITLEMENT_LABELS[e]) : e}
                  </Badge>
                ))}
              </Wrap>
            ) : (
              ''
            ),
          },
          {
            key: 'limits',
            label: t('licence.fields.limits'),
            value:
              licence.state === 'NONE'
                ? ''
                : licence.limits.length
                  ? licence.limits.map((l) => `${l.name}: ${l.value.toLocaleString(i18n.language)}`).join(', ')
                  : t('licence.noLimits'),
          },
          { key: 'fileName', label: t('licence.fields.fileName'), value: licence.fileName, mono: true },
          { key: 'updateTime', label: t('licence.fields.updateTime'), value: formatDateTime(licence.updatedAt, i18n.language) },
          { key: 'updatedBy', label: t('licence.fields.updatedBy'), value: licence.updatedBy },
          {
            key: 'updateStatus',
            label: t('licence.fields.updateStatus'),
            value: status && (
              <Text as="span" color={licence.updateStatus === 'FAILED' ? 'fg.error' : undefined} data-status={licence.updateStatus}>
                {status}
                {licence.lastAttemptAt ? ` (${formatDateTime(licence.lastAttemptAt, i18n.language)})` : ''}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/** The drop zone and file picker; `onChanged` runs after every upload (a refusal is the update status too). */
function UploadZone({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [install, { loading }] = useMutation(LicenceInstallDocument, { refetchQueries: [LicenceBannerDocument] });

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isLicenceFileName(file.name)) {
      setError(t('licence.onlyLic'));
      return;
    }
    try {
      const content = await file.text();
      unwrap((await install({ variables: { fileName: file.name, content } })).data?.installLicence);
      toaster.success({ title: t('licence.installed') });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      if (input.current) input.current.value = '';
      onChanged();
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  }

  return (
    <Stack gap="3">
      <ErrorAlert message={error} testId={TEST_IDS.licenceUploadError} />
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'border'}
        bg={dragging ? 'blue.subtle' : undefined}
        rounded="l3"
        p="8"
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid={TEST_IDS.licenceDropZone}
      >
        <Stack gap="4" align="center">
          <Text color="fg.muted">{t('licence.uploadHint')}</Text>
          <Button colorPalette="blue" loading={loading} onClick={() => input.current?.click()}>
            {t('licence.chooseFile')}
          </Button>
          <Input ref={input} type="file" accept=".lic" display="none" onChange={(event) => void upload(event.currentTarget.files?.[0])} data-testid={TEST_IDS.licenceFileInput} />
        </Stack>
      </Box>
    </Stack>
  );
}

/** /manage/systemmanage/license: the installation's licence and its upload (system super admins). */
export function LicencePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(LicencePageDocument, { fetchPolicy: 'network-only', skip: !user?.isSystemAdmin });
  if (!user?.isSystemAdmin) return <SystemAdminOnly description={t('licence.description')} />;
  const licence = data ? readFragment(LicencePage_LicenceFragmentDoc, data.licence) : null;
  return (
    <Stack gap="6">
      <PageHeader description={t('licence.description')} />
      <ErrorAlert error={error} />
      {loading && !data && <Spinner />}
      {licence && (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Panel title={t('licence.detailsTitle')}>
            {licence.state === 'NONE' && (
              <HStack mb="3">
                <Text color="fg.muted">{t('licence.noneInstalled')}</Text>
              </HStack>
            )}
            <LicenceFacts licence={licence} />
          </Panel>
          <Panel title={t('licence.uploadTitle')}>
            <UploadZone onChanged={() => void refetch()} />
          </Panel>
        </Grid>
      )}
    </Stack>
  );
}
