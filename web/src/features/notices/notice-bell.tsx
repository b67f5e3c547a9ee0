import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Box, Float, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { BellIcon } from '../../components/ui/icons';
import { NoticesUnreadCountChangedDocument, NoticesUnreadCountDocument } from '../../gql/graphql';

/** More than this shows as "99+". */
const SHOWN_MAX = 99;

/**
 * The header's bell: links to /notices with the caller's unread count, kept live by the
 * server (a notice published, read in another tab or deleted changes it without a reload).
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(NoticesUnreadCountDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(NoticesUnreadCountChangedDocument, {
    ignoreResults: true,
    // Into the cache, so every page reading the count (the inbox too) sees it change.
    onData: ({ data: change }) => {
      const count = change.data?.myUnreadNoticeCountChanged;
      if (typeof count === 'number') client.cache.writeQuery({ query: NoticesUnreadCountDocument, data: { myUnreadNoticeCount: count } });
    },
  });
  const count = data?.myUnreadNoticeCount ?? 0;
  return (
    <IconButton asChild variant="ghost" size="sm" position="relative" aria-label={count > 0 ? t('notices.bell.labelUnread', { count }) : t('notices.bell.label')}>
      <Link to="/notices" data-testid={TEST_IDS.noticeBell} data-count={String(count)}>
        <BellIcon />
        {count > 0 && (
          <Float placement="top-end" offset="2">
            <Box
              as="span"
              minW="4"
              h="4"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="4"
              textAlign="center"
              data-testid={TEST_IDS.noticeBellCount}
            >
              {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
            </Box>
          </Float>
        )}
      </Link>
    </IconButton>
  );
}
