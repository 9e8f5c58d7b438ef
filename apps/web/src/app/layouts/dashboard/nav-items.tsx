import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { can, type Permission, type Role } from '@salon/core';
import type { ReactNode } from 'react';

export interface NavItem {
  key:
    | 'home'
    | 'appointment'
    | 'waitlist'
    | 'deposits'
    | 'cashClose'
    | 'salon'
    | 'gallery'
    | 'service'
    | 'employee'
    | 'client'
    | 'promotion'
    | 'review'
    | 'report'
    | 'eventLog'
    | 'account';
  /**
   * Shown only to roles with this permission (docs/product.md "Roles and permissions"); absent means
   * everyone.
   */
  permission?: Permission;
  /** Path under the language segment. */
  path: string;
  /** Paths (under the language) that mark the item as the current page. */
  activePaths: string[];
  /** Path prefixes (under the language) whose sub-pages also mark the item as current. */
  activePrefixes?: string[];
  icon: ReactNode;
}

/** The dashboard's navigation. */
export const NAV_ITEMS: NavItem[] = [
  {
    key: 'home',
    path: '/dashboard/home',
    activePaths: ['/dashboard', '/dashboard/home'],
    icon: <HomeOutlined aria-hidden="true" />,
  },
  {
    key: 'appointment',
    path: '/dashboard/appointment/calendar',
    activePaths: ['/dashboard/appointment'],
    activePrefixes: ['/dashboard/appointment/'],
    permission: 'calendar.own',
    icon: <CalendarMonthOutlined aria-hidden="true" />,
  },
  {
    key: 'waitlist',
    path: '/dashboard/waitlist',
    activePaths: ['/dashboard/waitlist'],
    permission: 'appointment.all',
    icon: <HourglassEmptyOutlined aria-hidden="true" />,
  },
  {
    key: 'deposits',
    path: '/dashboard/deposits',
    activePaths: ['/dashboard/deposits'],
    permission: 'appointment.all',
    icon: <PaymentsOutlined aria-hidden="true" />,
  },
  {
    key: 'cashClose',
    path: '/dashboard/cash-close',
    activePaths: ['/dashboard/cash-close'],
    permission: 'cashClose.manage',
    icon: <PointOfSaleOutlined aria-hidden="true" />,
  },
  {
    key: 'salon',
    path: '/dashboard/salon',
    activePaths: ['/dashboard/salon'],
    activePrefixes: ['/dashboard/salon/'],
    permission: 'salon.manage',
    icon: <StorefrontOutlined aria-hidden="true" />,
  },
  {
    key: 'gallery',
    path: '/dashboard/gallery/edit',
    activePaths: ['/dashboard/gallery'],
    activePrefixes: ['/dashboard/gallery/'],
    permission: 'salon.manage',
    icon: <PhotoLibraryOutlined aria-hidden="true" />,
  },
  {
    key: 'service',
    path: '/dashboard/service/list',
    activePaths: ['/dashboard/service'],
    activePrefixes: ['/dashboard/service/'],
    permission: 'service.read',
    icon: <ContentCutOutlined aria-hidden="true" />,
  },
  {
    key: 'employee',
    path: '/dashboard/employee/list',
    activePaths: ['/dashboard/employee'],
    activePrefixes: ['/dashboard/employee/'],
    permission: 'employee.read',
    icon: <BadgeOutlined aria-hidden="true" />,
  },
  {
    key: 'client',
    path: '/dashboard/client/list',
    activePaths: ['/dashboard/client'],
    activePrefixes: ['/dashboard/client/'],
    permission: 'client.read',
    icon: <PeopleOutlined aria-hidden="true" />,
  },
  {
    key: 'promotion',
    path: '/dashboard/promotion/list',
    activePaths: ['/dashboard/promotion'],
    activePrefixes: ['/dashboard/promotion/'],
    permission: 'promotion.read',
    icon: <LocalOfferOutlined aria-hidden="true" />,
  },
  {
    key: 'review',
    path: '/dashboard/review',
    activePaths: ['/dashboard/review'],
    permission: 'review.read',
    icon: <RateReviewOutlined aria-hidden="true" />,
  },
  {
    key: 'report',
    path: '/dashboard/report',
    activePaths: ['/dashboard/report'],
    permission: 'report.read',
    icon: <InsertChartOutlined aria-hidden="true" />,
  },
  {
    key: 'eventLog',
    permission: 'eventLog.read',
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

/** The items a role may use. */
export const navItemsFor = (role: Role): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.permission || can(role, item.permission));
