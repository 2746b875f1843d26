import { server } from '@mocks/node';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The request itself, unread: call .json() or .formData() on it. */
  request: Request;
}

/**
 * Records every request the site sends to the demo API during a test.
 * Usage: `const requests = recordRequests(); ... expect(requests.to('/article')).toHaveLength(1)`.
 */
export function recordRequests() {
  const recorded: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    recorded.push({ method: request.method, url: new URL(request.url), request: request.clone() });
  };
  server.events.on('request:start', listener);
  return {
    all: recorded,
    /** Requests whose path, after the API base's /api, equals `path`. */
    to: (path: string, method = 'GET') =>
      recorded.filter((r) => r.method === method && r.url.pathname.replace(/^.*?\/api/, '') === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
