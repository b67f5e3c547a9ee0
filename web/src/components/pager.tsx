import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import type { KeysetPaging } from '../lib/use-keyset-paging';

interface PagerProps {
  paging: KeysetPaging;
  totalCount: number;
  pageInfo?: { startCursor?: string | null; endCursor?: string | null };
}

/** Previous / next over a server-paged connection, with the page number and the total. */
export function Pager({ paging, totalCount, pageInfo }: PagerProps) {
  const { t } = useTranslation();
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
