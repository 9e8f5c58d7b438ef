import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { ReactNode } from 'react';

export interface NavItem {
  key: 'home' | 'account';
  /** Path under the language segment. */
  path: string;
  /** Paths (under the language) that mark the item as the current page. */
  activePaths: string[];
  icon: ReactNode;
}

/** The dashboard's navigation; later issues add salon, services, employees and the rest. */
export const NAV_ITEMS: NavItem[] = [
  {
    key: 'home',
    path: '/dashboard/home',
    activePaths: ['/dashboard', '/dashboard/home'],
    icon: <HomeOutlined aria-hidden="true" />,
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
  return item.activePaths.includes(withoutLang);
};
