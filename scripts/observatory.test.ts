// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCsp, securityHeaders } from './csp.mjs';
import { grade } from './observatory.mjs';

const PAGE_POLICY = buildCsp({});
const HTML = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}"><script src="/assets/boot.js" defer></script></head><body></body></html>`;
const HTTPS = new URL('https://www.example.co.id/');

/** An answer over HTTPS with these headers, a page by default. */
const answer = (headers: Record<string, string>, { body = HTML, type = 'text/html' } = {}) => ({
  url: HTTPS,
  status: 200,
  headers: { 'content-type': type, ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) },
  body,
  verified: true,
});
const redirected = [
  { url: new URL('http://www.example.co.id/'), status: 301 },
  { url: HTTPS, status: 200 },
];
const failing = (result: ReturnType<typeof grade>) =>
  Object.fromEntries(Object.entries(result.tests).filter(([, test]) => test.modifier !== 0).map(([name, test]) => [name, `${test.result} ${test.modifier}`]));

describe("the HTTP Observatory's grade", () => {
  it("is C (55) for a server that sends only the policy, over HTTPS and nothing on port 80, as the former block did", () => {
    const result = grade({ https: answer({ 'Content-Security-Policy': PAGE_POLICY }), httpRoute: null, cors: null });
    expect({ grade: result.grade, score: result.score }).toEqual({ grade: 'C', score: 55 });
    expect(failing(result)).toEqual({
      'strict-transport-security': 'hsts-not-implemented -20',
      'x-content-type-options': 'x-content-type-options-not-implemented -5',
      'x-frame-options': 'x-frame-options-not-implemented -20',
    });
  });

  it("is A+ (110) for the site's headers with the redirect from port 80, the extra credit counted once the rest is an A", () => {
    const result = grade({ https: answer(Object.fromEntries(securityHeaders(PAGE_POLICY))), httpRoute: redirected, cors: null });
    expect({ grade: result.grade, score: result.score }).toEqual({ grade: 'A+', score: 110 });
    expect(failing(result)).toEqual({
      'referrer-policy': 'referrer-policy-private 5',
      'x-frame-options': 'x-frame-options-implemented-via-csp 5',
    });
  });

  it('takes off what the rubric takes off: a redirect that is missing, a short HSTS, an inline script allowed, CORS with credentials', () => {
    const headers = Object.fromEntries(securityHeaders(PAGE_POLICY));
    const grades = (retrieved: Parameters<typeof grade>[0]) => failing(grade(retrieved));
    expect(grades({ https: answer(headers), httpRoute: [{ url: new URL('http://www.example.co.id/'), status: 200 }], cors: null }).redirection).toBe('redirection-missing -20');
    expect(grades({ https: answer({ ...headers, 'Strict-Transport-Security': 'max-age=300' }), httpRoute: redirected, cors: null })['strict-transport-security']).toBe(
      'hsts-implemented-max-age-less-than-six-months -10',
    );
    const inline = `${PAGE_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline' https:")}`.replace(/'sha256-[^']+' /, '');
    const page = HTML.replace(PAGE_POLICY, inline);
    expect(grades({ https: answer({ ...headers, 'Content-Security-Policy': `${inline}; frame-ancestors 'none'` }, { body: page }), httpRoute: redirected, cors: null })['content-security-policy']).toBe(
      'csp-implemented-with-unsafe-inline -20',
    );
    const cors = answer({ 'Access-Control-Allow-Origin': 'https://http-observatory.security.mozilla.org', 'Access-Control-Allow-Credentials': 'true' });
    expect(grades({ https: answer(headers), httpRoute: redirected, cors })['cross-origin-resource-sharing']).toBe('cross-origin-resource-sharing-implemented-with-universal-access -50');
    expect(grade({ https: answer(headers, { body: '<script src="http://cdn.example.net/x.js"></script>' }), httpRoute: redirected, cors: null }).tests['subresource-integrity']!.result).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    );
  });

  it('refuses to grade an answer that sets a cookie, whose test is not ported', () => {
    expect(() => grade({ https: answer({ 'Set-Cookie': 'a=1' }), httpRoute: null, cors: null })).toThrow(/sets a cookie/);
  });
});
