import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { articleRoutes } from '@/routes/articles.routes';
import { careerRoutes } from '@/routes/careers.routes';
import { catalogRoutes } from '@/routes/catalog.routes';
import { infoRoutes } from '@/routes/info.routes';
import { requestRoutes } from '@/routes/requests.routes';
import { serviceRoutes } from '@/routes/services.routes';
import type { Screen } from '@/routes/route-module';
import { NotFound } from './errors/not-found';
import { RootError, RouteError } from './errors/route-error';
import { RootLayout } from './layout/root-layout';
import { rootLoader } from './root-loader';

/**
 * The route table. Screens are lazy modules: each is fetched on first visit, and its loader
 * starts that screen's queries in parallel before it renders.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const screen: Screen = (load) => async () => {
    const { clientLoader, Component } = await load();
    return { loader: clientLoader?.(queryClient), Component };
  };

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      loader: rootLoader(queryClient),
      // The root loader never waits, so nothing needs to show before the first render.
      hydrateFallbackElement: <div aria-busy="true" />,
      errorElement: <RootError />,
      children: [
        {
          // Errors of a screen render inside the frame; a 404 becomes the not-found screen.
          errorElement: <RouteError />,
          children: [
            ...serviceRoutes(screen),
            ...infoRoutes(screen),
            ...articleRoutes(screen),
            ...catalogRoutes(screen),
            ...careerRoutes(screen),
            ...requestRoutes(screen),
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}
