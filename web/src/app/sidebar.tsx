import { Accordion, Box, Flex, HStack, Image, Stack, Text, type IconProps } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { useSession } from '../lib/session-store';
import { ActivityIcon, ChevronDownIcon, FilterIcon, GridIcon, ScanIcon, ServerIcon, ShieldIcon, UsersIcon } from '../components/ui/icons';
import { LAYOUT } from './theme';
import { useAppearance } from './appearance';
import { visibleMenu, type MenuGroupKey, type MenuKey, type VisibleMenuItem } from './menu';
import { isBuiltPath } from './routes';
import type { RouteHandle } from './routes';
import { menuGroupTestId, menuItemTestId, TEST_IDS } from './testids';

const GROUP_ICONS: Record<MenuGroupKey, ComponentType<IconProps>> = {
  dashboard: GridIcon,
  assessment: ScanIcon,
  hardening: ShieldIcon,
  monitoring: ActivityIcon,
  admin: UsersIcon,
  system: ServerIcon,
  detection: FilterIcon,
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The menu item of the page on screen, from the deepest matched route. */
function useActiveMenuKey(): MenuKey | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.menu;
}

interface SidebarLinkProps {
  item: VisibleMenuItem;
  active: boolean;
  /** A top-level entry carries its group's icon; entries inside a group are indented instead. */
  icon?: ComponentType<IconProps>;
}

function SidebarLink({ item, active, icon: Icon }: SidebarLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to={item.to} data-testid={menuItemTestId(item.key)} aria-current={active ? 'page' : undefined}>
      <HStack
        gap="3"
        px="3"
        py={Icon ? '2.5' : '2'}
        ps={Icon ? '3' : '11'}
        rounded="l2"
        fontSize="sm"
        fontWeight={active || Icon ? 'medium' : 'normal'}
        color={active ? 'sidebar.activeFg' : 'sidebar.fg'}
        bg={active ? 'sidebar.active' : 'transparent'}
        _hover={{ bg: active ? 'sidebar.active' : 'sidebar.hover', color: 'sidebar.activeFg' }}
        transition="background 0.15s"
      >
        {Icon && <Icon boxSize="5" />}
        <Text>{t(item.label)}</Text>
      </HStack>
    </Link>
  );
}

/** The navigation menu of spec §2, limited to what the user's products and codes allow. */
export function Sidebar() {
  const { t } = useTranslation();
  const appearance = useAppearance();
  const { user } = useSession();
  const activeKey = useActiveMenuKey();
  const groups = useMemo(() => (user ? visibleMenu(user, isBuiltPath) : []), [user]);
  const activeGroup = groups.find((group) => group.items.some((item) => item.key === activeKey))?.key;
  const [open, setOpen] = useState<string[]>(activeGroup ? [activeGroup] : []);

  // Navigating into a collapsed group opens it.
  useEffect(() => {
    if (activeGroup) setOpen((current) => (current.includes(activeGroup) ? current : [...current, activeGroup]));
  }, [activeGroup]);

  const firstSectionGroup = groups.find((group) => group.section)?.key;

  return (
    <Flex direction="column" h="full" bg="sidebar.bg" color="sidebar.fg" data-testid={TEST_IDS.sidebar}>
      <HStack h={LAYOUT.headerHeight} flexShrink="0" px="6" gap="3" color="white" borderBottomWidth="1px" borderColor="whiteAlpha.100">
        {appearance.logoSmall ? (
          <Image src={appearance.logoSmall} alt="" boxSize="7" objectFit="contain" />
        ) : (
          <Box fontSize="2xl" lineHeight="0" color="blue.400">
            <ShieldIcon />
          </Box>
        )}
        <Text fontSize="lg" fontWeight="bold" letterSpacing="tight" truncate data-testid={TEST_IDS.sidebarProductName}>
          {appearance.productName}
        </Text>
      </HStack>
      <Box as="nav" aria-label={t('shell.navigation')} flex="1" overflowY="auto" px="3" py="4">
        <Accordion.Root multiple variant="plain" value={open} onValueChange={(details) => setOpen(details.value)}>
          <Stack gap="1">
            {groups.map((group) => {
              const GroupIcon = GROUP_ICONS[group.key];
              const heading = group.key === firstSectionGroup && (
                <Text px="3" pt="5" pb="2" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="sidebar.muted">
                  {t('menu.sections.accountSettings')}
                </Text>
              );
              if (group.flat) {
                return group.items.map((item) => <SidebarLink key={item.key} item={item} active={item.key === activeKey} icon={GroupIcon} />);
              }
              return (
                <Box key={group.key}>
                  {heading}
                  <Accordion.Item value={group.key} border="none">
                    <Accordion.ItemTrigger
                      px="3"
                      py="2.5"
                      gap="3"
                      rounded="l2"
                      cursor="pointer"
                      fontSize="sm"
                      fontWeight="medium"
                      color={group.key === activeGroup ? 'sidebar.activeFg' : 'sidebar.fg'}
                      _hover={{ bg: 'sidebar.hover', color: 'sidebar.activeFg' }}
                      data-testid={menuGroupTestId(group.key)}
                    >
                      <GroupIcon boxSize="5" />
                      <Text flex="1" textAlign="start">
                        {t(group.label)}
                      </Text>
                      <Accordion.ItemIndicator color="sidebar.muted">
                        <ChevronDownIcon />
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent _open={{ animationDuration: LAYOUT.accordionSlide }} _closed={{ animationDuration: LAYOUT.accordionSlide }}>
                      <Accordion.ItemBody py="1">
                        <Stack gap="0.5">
                          {group.items.map((item) => (
                            <SidebarLink key={item.key} item={item} active={item.key === activeKey} />
                          ))}
                        </Stack>
                      </Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                </Box>
              );
            })}
          </Stack>
        </Accordion.Root>
      </Box>
    </Flex>
  );
}
