import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { FactList } from '../../components/fact-list';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { AboutNoticesDocument, AboutPageDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { STATE_COLOURS, STATE_LABELS } from './licence-labels';

const PAGE_SIZE = 20;

/** The third-party notices: the installed production packages and their licences, paged on the server. */
function Notices() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const { data, loading, error } = useQuery(AboutNoticesDocument, {
    variables: { search: term || null, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-first',
  });
  const notices = data?.thirdPartyNotices;
  const pages = Math.max(1, Math.ceil((notices?.totalCount ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="3">
      <Input
        maxW="sm"
        placeholder={t('about.noticesSearch')}
        aria-label={t('about.noticesSearch')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        data-testid={TEST_IDS.aboutNoticesSearch}
      />
      <ListTable
        testId={TEST_IDS.aboutNoticesTable}
        loading={loading && !data}
        error={error}
        empty={(notices?.items.length ?? 0) === 0}
        emptyText={t('about.noticesEmpty')}
        columns={['about.noticeName', 'about.noticeVersion', 'about.noticeLicense']}
      >
        {notices?.items.map((n) => (
          <Table.Row key={`${n.name}@${n.version}`} data-testid={TEST_IDS.aboutNoticeRow} data-name={n.name}>
            <Table.Cell fontFamily="mono">{n.name}</Table.Cell>
            <Table.Cell fontFamily="mono">{n.version}</Table.Cell>
            <Table.Cell>{n.license}</Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid={TEST_IDS.pagerSummary}>
          {t('common.pager.summary', { page, pages, total: notices?.totalCount ?? 0 })}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} data-testid={TEST_IDS.pagerPrevious}>
            {t('common.pager.previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} data-testid={TEST_IDS.pagerNext}>
            {t('common.pager.next')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** /about/about: version, build, licence holder and validity, third-party notices (every signed-in user). */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(AboutPageDocument, { fetchPolicy: 'cache-and-network' });
  const about = data?.about;
  const licence = about?.licence;
  return (
    <Stack gap="6">
      <PageHeader description={t('about.description')} />
      <ErrorAlert error={error} />
      {loading && !data && <Spinner />}
      {about && licence && (
        <Panel title={t('about.productTitle')}>
          <FactList
            items={[
              { key: 'version', label: t('about.version'), value: <span data-testid={TEST_IDS.aboutVersion}>{about.version}</span>, mono: true },
              { key: 'build', label: t('about.build'), value: <span data-testid={TEST_IDS.aboutBuild}>{about.build}</span>, mono: true },
              {
                key: 'licence',
                label: t('about.licenceHolder'),
                value: (
                  <HStack gap="2" data-testid={TEST_IDS.aboutLicence} data-state={licence.state}>
                    <Text as="span">{[licence.productName, licence.accountName].filter(Boolean).join(' · ')}</Text>
                    <Badge colorPalette={STATE_COLOURS[licence.state]}>{t(STATE_LABELS[licence.state])}</Badge>
                  </HStack>
                ),
              },
              {
                key: 'validity',
                label: t('about.validity'),
                value:
                  licence.start && licence.end ? t('about.validityRange', { start: formatDate(licence.start, i18n.language), end: formatDate(licence.end, i18n.language) }) : '',
              },
            ]}
          />
        </Panel>
      )}
      <Panel title={t('about.noticesTitle')}>
        <Notices />
      </Panel>
    </Stack>
  );
}
