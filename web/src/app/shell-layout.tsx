import { Box, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session-store';
import { SessionWatcher } from '../features/shell/session-watcher';
import { ShellHeader } from '../features/shell/shell-header';
import { LicenceBanner } from '../features/licence/licence-banner';
import { ReadOnlyBanner } from '../features/shell/read-only-banner';
import { Sidebar } from './sidebar';
import { LAYOUT } from './theme';

/** The signed-in frame (spec §9: fluid width, fixed header): sidebar menu, header, page. */
export function ShellLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [navigationOpen, setNavigationOpen] = useState(false);

  // Spec §2: each navigation resets the layout.
  useEffect(() => setNavigationOpen(false), [pathname]);

  if (!user) return null;
  return (
    <Box minH="100vh">
      <SessionWatcher />
      <Box as="aside" position="fixed" insetY="0" insetStart="0" w={LAYOUT.sidebarWidth} display={{ base: 'none', lg: 'block' }} zIndex="docked">
        <Sidebar />
      </Box>
      <Box
        position="fixed"
        top="0"
        insetEnd="0"
        insetStart={{ base: '0', lg: LAYOUT.sidebarWidth }}
        h={LAYOUT.headerHeight}
        bg="bg"
        borderBottomWidth="1px"
        borderColor="border"
        zIndex="sticky"
      >
        <ShellHeader user={user} onOpenNavigation={() => setNavigationOpen(true)} />
      </Box>
      <Drawer.Root open={navigationOpen} onOpenChange={(details) => setNavigationOpen(details.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={LAYOUT.sidebarWidth}>
              <Sidebar />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Box as="main" ms={{ base: '0', lg: LAYOUT.sidebarWidth }} pt={LAYOUT.headerHeight}>
        <Box px={{ base: '4', md: '8' }} py="8">
          <LicenceBanner />
          <ReadOnlyBanner />
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
