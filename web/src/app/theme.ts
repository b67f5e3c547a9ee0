import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Layout sizes shared by the header, the sidebar and the page area. */
export const LAYOUT = {
  headerHeight: '64px',
  sidebarWidth: '264px',
  /** Spec §9: accordion slide 250 ms. */
  accordionSlide: '250ms',
} as const;

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', system-ui, sans-serif" },
        body: { value: "Inter, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        sidebar: {
          bg: { value: '#111827' },
          fg: { value: '#cbd5e1' },
          muted: { value: '#64748b' },
          hover: { value: '#1f2937' },
          active: { value: '#1e3a8a' },
          activeFg: { value: '#ffffff' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.muted', color: 'fg' },
    '#nprogress .bar': { background: 'colors.blue.500', height: '3px' },
    '#nprogress .peg': { boxShadow: '0 0 10px token(colors.blue.500), 0 0 5px token(colors.blue.500)' },
    // A system set to reduce motion gets no slides, fades or spinning: each animation and
    // transition ends at once (0.01 ms rather than 0, so their end events still fire and
    // dialogs and toasts still mount and unmount). Charts follow through prefersReducedMotion().
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** The Chakra design system of the console. */
export const system = createSystem(defaultConfig, config);
