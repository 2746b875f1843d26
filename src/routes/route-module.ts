import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/** What every `*.route.tsx` module exports. */
export interface RouteModule {
  /** Gets the app's query client; returns the route's loader. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  Component: ComponentType;
}

/** Turns a lazy route module into a react-router `lazy` function bound to the query client. */
export type Screen = (load: () => Promise<RouteModule>) => NonNullable<RouteObject['lazy']>;
