import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** Line icons drawn with the current text colour (24 × 24, 2 px strokes). */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An icon as large as the surrounding text unless sized. */
function lineIcon(displayName: string, path: ReactElement[]) {
  return createIcon({ displayName, path, defaultProps: { boxSize: '1em' } });
}

export const MenuIcon = lineIcon('MenuIcon', [<path key="a" {...line} d="M4 6h16M4 12h16M4 18h16" />]);

export const EyeIcon = lineIcon('EyeIcon', [<path key="a" {...line} d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />, <circle key="b" {...line} cx="12" cy="12" r="3" />]);

export const EyeOffIcon = lineIcon('EyeOffIcon', [
  <path key="a" {...line} d="M9.9 9.9a3 3 0 1 0 4.2 4.2" />,
  <path key="b" {...line} d="M10.7 5.1A10.4 10.4 0 0 1 12 5c7 0 10 7 10 7a13.2 13.2 0 0 1-1.7 2.7" />,
  <path key="c" {...line} d="M6.6 6.6A13.5 13.5 0 0 0 2 12s3 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />,
  <path key="d" {...line} d="M2 2l20 20" />,
]);

export const ChevronDownIcon = lineIcon('ChevronDownIcon', [<path key="a" {...line} d="m6 9 6 6 6-6" />]);

export const GlobeIcon = lineIcon('GlobeIcon', [
  <circle key="a" {...line} cx="12" cy="12" r="10" />,
  <path key="b" {...line} d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />,
]);

export const LogOutIcon = lineIcon('LogOutIcon', [<path key="a" {...line} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />]);

export const RefreshIcon = lineIcon('RefreshIcon', [<path key="a" {...line} d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />]);

export const ShieldIcon = lineIcon('ShieldIcon', [<path key="a" {...line} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />, <path key="b" {...line} d="m9 12 2 2 4-4" />]);

export const LockIcon = lineIcon('LockIcon', [<rect key="a" {...line} x="3" y="11" width="18" height="11" rx="2" />, <path key="b" {...line} d="M7 11V7a5 5 0 0 1 10 0v4" />]);

export const ClockIcon = lineIcon('ClockIcon', [<circle key="a" {...line} cx="12" cy="12" r="10" />, <path key="b" {...line} d="M12 6v6l4 2" />]);

export const CompassIcon = lineIcon('CompassIcon', [<circle key="a" {...line} cx="12" cy="12" r="10" />, <path key="b" {...line} d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3z" />]);

export const AlertIcon = lineIcon('AlertIcon', [
  <path key="a" {...line} d="M21.7 18 13.7 4a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3z" />,
  <path key="b" {...line} d="M12 9v4M12 17h.01" />,
]);

export const UserIcon = lineIcon('UserIcon', [<circle key="a" {...line} cx="12" cy="8" r="4" />, <path key="b" {...line} d="M20 21a8 8 0 0 0-16 0" />]);

export const BellIcon = lineIcon('BellIcon', [<path key="a" {...line} d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />]);

export const InfoIcon = lineIcon('InfoIcon', [<circle key="a" {...line} cx="12" cy="12" r="10" />, <path key="b" {...line} d="M12 16v-4M12 8h.01" />]);

export const GridIcon = lineIcon('GridIcon', [
  <rect key="a" {...line} x="3" y="3" width="7" height="9" rx="1" />,
  <rect key="b" {...line} x="14" y="3" width="7" height="5" rx="1" />,
  <rect key="c" {...line} x="14" y="12" width="7" height="9" rx="1" />,
  <rect key="d" {...line} x="3" y="16" width="7" height="5" rx="1" />,
]);

export const ScanIcon = lineIcon('ScanIcon', [<circle key="a" {...line} cx="11" cy="11" r="8" />, <path key="b" {...line} d="m21 21-4.3-4.3" />]);

export const ActivityIcon = lineIcon('ActivityIcon', [<path key="a" {...line} d="M22 12h-4l-3 9L9 3l-3 9H2" />]);

export const UsersIcon = lineIcon('UsersIcon', [
  <path key="a" {...line} d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />,
  <circle key="b" {...line} cx="9" cy="7" r="4" />,
  <path key="c" {...line} d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
]);

export const ServerIcon = lineIcon('ServerIcon', [
  <rect key="a" {...line} x="2" y="2" width="20" height="8" rx="2" />,
  <rect key="b" {...line} x="2" y="14" width="20" height="8" rx="2" />,
  <path key="c" {...line} d="M6 6h.01M6 18h.01" />,
]);

export const FilterIcon = lineIcon('FilterIcon', [<path key="a" {...line} d="M22 3H2l8 9.5V19l4 2v-8.5z" />]);

export const MoreIcon = lineIcon('MoreIcon', [
  <circle key="a" {...line} cx="12" cy="5" r="1" />,
  <circle key="b" {...line} cx="12" cy="12" r="1" />,
  <circle key="c" {...line} cx="12" cy="19" r="1" />,
]);

export const CheckIcon = lineIcon('CheckIcon', [<path key="a" {...line} d="M20 6 9 17l-5-5" />]);

export const UploadIcon = lineIcon('UploadIcon', [<path key="a" {...line} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />]);

export const DownloadIcon = lineIcon('DownloadIcon', [<path key="a" {...line} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />]);
