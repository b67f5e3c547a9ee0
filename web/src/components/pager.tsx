import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import type { FragmentType } from '../gql/fragment-masking';
import { Pager_PagedConnectionFragmentDoc } from '../gql/graphql';
import { readFragment } from '../lib/read-fragment';
import type { KeysetPaging } from '../lib/use-keyset-paging';

/** A connection that selects `...Pager_PagedConnection`: its total and its cursors. */
export type PagedConnection = FragmentType<typeof Pager_PagedConnectionFragmentDoc>;

/** The same read off another list (a device's events, counted by the device). */
interface PageFacts {
  totalCount: number;
  pageInfo: { startCursor?: string | null; endCursor?: string | null };
}

interface PagerProps {
  paging: KeysetPaging;
  /** The connection of the page shown; absent while the first page loads. */
  connection?: PagedConnection | PageFacts | null;
}

/** Previous / next over a server-paged connection, with the page number and the total. */
export function Pager({ paging, connection }: PagerProps) {
  const { t } = useTranslation();
  const paged = !connection ? undefined : 'totalCount' in connection ? (connection as PageFacts) : readFragment(Pager_PagedConnectionFragmentDoc, connection);
  const totalCount = paged?.totalCount ?? 0;
  const pageInfo = paged?.pageInfo;
  const pages = Math.max(1, Math.ceil(totalCount / paging.pageSize));
  return (
    <HStack justify="space-between" gap="4" pt="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-testid={TEST_IDS.pagerSummary}>
        {t('common.pager.summary', { page: paging.page, pages, total: totalCount })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={paging.page <= 1} onClick={() => paging.previous(pageInfo)} data-testid={TEST_IDS.pagerPrevious}>
          {t('common.pager.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={paging.page >= pages} onClick={() => paging.next(pageInfo)} data-testid={TEST_IDS.pagerNext}>
          {t('common.pager.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
