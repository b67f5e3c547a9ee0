import { useQuery } from '@apollo/client/react';
import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { CODES, isPermissionCode } from '@common/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { LicenceBannerDocument, type LicenceBannerQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { useCan, useSession } from '../../lib/session-store';

/** Administrators are the users holding a code of the system group (spec §6). */
export function holdsSystemCode(permissions: readonly string[]): boolean {
  return permissions.some((code) => isPermissionCode(code) && CODES[code].group === 'system');
}

type Summary = LicenceBannerQuery['licenceSummary'];

/** What the banner says, or null when the licence is valid and not ending within 30 days. */
function bannerOf(summary: Summary): { status: 'error' | 'warning' | 'info'; key: 'none' | 'expired' | 'invalid' | 'notYetValid' | 'expiring' } | null {
  switch (summary.state) {
    case 'NONE':
      return { status: 'info', key: 'none' };
    case 'EXPIRED':
      return { status: 'error', key: 'expired' };
    case 'INVALID':
      return { status: 'error', key: 'invalid' };
    case 'NOT_YET_VALID':
      return { status: 'error', key: 'notYetValid' };
    default:
      return summary.expiringSoon ? { status: 'warning', key: 'expiring' } : null;
  }
}

/**
 * The administrators' licence banner at the top of every page: no licence installed, expired,
 * not valid, or ending within 30 days.
 */
export function LicenceBanner() {
  const { user } = useSession();
  const can = useCan();
  const administrator = holdsSystemCode(user?.permissions ?? []);
  const { t, i18n } = useTranslation();
  const { data } = useQuery(LicenceBannerDocument, { skip: !administrator, fetchPolicy: 'cache-and-network' });
  const summary = data?.licenceSummary;
  const banner = summary ? bannerOf(summary) : null;
  if (!administrator || !summary || !banner) return null;
  const date = formatDate(summary.state === 'NOT_YET_VALID' ? summary.start : summary.end, i18n.language);
  return (
    <Alert.Root status={banner.status} mb="6" data-testid={TEST_IDS.licenceBanner} data-state={summary.state} data-expiring={summary.expiringSoon}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`licence.banner.${banner.key}`, { date, count: summary.daysLeft ?? 0 })}</Alert.Title>
      </Alert.Content>
      {can('system_license') && (
        <ChakraLink asChild fontWeight="medium" whiteSpace="nowrap">
          <Link to="/manage/systemmanage/license">{t('licence.banner.manage')}</Link>
        </ChakraLink>
      )}
    </Alert.Root>
  );
}
