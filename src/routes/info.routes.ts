import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** About, FAQ, terms and the privacy policy. */
export function infoRoutes(_screen: Screen): RouteObject[] {
  return [];
}
