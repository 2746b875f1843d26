import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** The reservation and the document check. */
export function requestRoutes(_screen: Screen): RouteObject[] {
  return [];
}
