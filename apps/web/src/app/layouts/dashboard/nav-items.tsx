import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { ReactNode } from 'react';

export interface NavItem {
  key: 'home' | 'salon' | 'gallery' | 'eventLog' | 'account';
  /** Path under the language segment. */
  path: string;
  /** Paths (under the language) that mark the item as the current page. */
  activePaths: string[];
  /** Path prefixes (under the language) whose sub-pages also mark the item as current. */
  activePrefixes?: string[];
  icon: ReactNode;
}

/** The dashboard's navigation; later issues add services, employees and the rest. */
export const NAV_ITEMS: NavItem[] = [
  {
    key: 'home',
    path: '/dashboard/home',
    activePaths: ['/dashboard', '/dashboard/home'],
    icon: <HomeOutlined aria-hidden="true" />,
  },
  {
    key: 'salon',
    path: '/dashboard/salon',
    activePaths: ['/dashboard/salon'],
    activePrefixes: ['/dashboard/salon/'],
    icon: <StorefrontOutlined aria-hidden="true" />,
  },
  {
    key: 'gallery',
    path: '/dashboard/gallery/edit',
    activePaths: ['/dashboard/gallery'],
    activePrefixes: ['/dashboard/gallery/'],
    icon: <PhotoLibraryOutlined aria-hidden="true" />,
  },
  {
    key: 'eventLog',
    path: '/dashboard/event/log',
    activePaths: ['/dashboard/event/log'],
    icon: <HistoryOutlined aria-hidden="true" />,
  },
  {
    key: 'account',
    path: '/dashboard/account',
    activePaths: ['/dashboard/account'],
    icon: <ManageAccountsOutlined aria-hidden="true" />,
  },
];

/** Whether a pathname (with its language segment) is this item's page. */
export const isNavItemActive = (item: NavItem, pathname: string): boolean => {
  const withoutLang = pathname.replace(/^\/[^/]+/, '').replace(/\/+$/, '') || '/';
  return (
    item.activePaths.includes(withoutLang) ||
    (item.activePrefixes ?? []).some((prefix) => withoutLang.startsWith(prefix))
  );
};
