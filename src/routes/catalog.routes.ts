import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** Promotions and medical devices, with their detail screens. */
export function catalogRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.promotions.path, lazy: screen(() => import('./promotions/promotion-list.route')) },
    { path: paths.promotion.path, lazy: screen(() => import('./promotions/promotion-detail.route')) },
    { path: paths.devices.path, lazy: screen(() => import('./devices/device-list.route')) },
    { path: paths.device.path, lazy: screen(() => import('./devices/device-detail.route')) },
  ];
}
