import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** Promotions and medical devices, with their detail screens. */
export function catalogRoutes(_screen: Screen): RouteObject[] {
  return [];
}
