import { http } from 'msw';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';

/** Holds the answers of GET /article for `page` until released; the demo handler answers then. */
export function holdPage(page: string) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(api('/article'), async ({ request }) => {
      if (new URL(request.url).searchParams.get('page') === page) await gate;
      return undefined;
    }),
  );
  return () => release();
}
