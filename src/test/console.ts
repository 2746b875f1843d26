import { inspect } from 'node:util';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

type Level = 'error' | 'warn';
type LogArgs = unknown[];

/** A string matches the start of the first argument; a RegExp the log as one line (see oneLine). */
export type LogMatcher = string | RegExp | ((args: LogArgs) => boolean);

interface Expectation {
  level: Level;
  matcher: LogMatcher;
  calls: Mock<(...args: LogArgs) => void>;
}

let expectations: Expectation[] = [];
let unexpected: { level: Level; args: LogArgs }[] = [];
let guarding = false;
let installed = false;

function matches(matcher: LogMatcher, args: LogArgs): boolean {
  if (typeof matcher === 'string') return typeof args[0] === 'string' && args[0].startsWith(matcher);
  if (matcher instanceof RegExp) return matcher.test(oneLine(args));
  return matcher(args);
}

function expectLog(level: Level, matcher: LogMatcher) {
  const calls = vi.fn<(...args: LogArgs) => void>();
  expectations.push({ level, matcher, calls });
  return calls;
}

/**
 * The test expects console.error calls that match: they are kept off the output and recorded
 * in the returned mock, which the test asserts on. The test fails if none ever came.
 * Usage: `const logged = expectConsoleError('[mutation]'); ... await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError)))`.
 */
export const expectConsoleError = (matcher: LogMatcher) => expectLog('error', matcher);

/** As expectConsoleError, for console.warn. */
export const expectConsoleWarn = (matcher: LogMatcher) => expectLog('warn', matcher);

/** One line per log: an error by its name and message (an HTTPError's message names the request). */
function oneLine(args: LogArgs): string {
  const line = args
    .map((arg) =>
      typeof arg === 'string'
        ? arg
        : arg instanceof Error
          ? `${arg.name}: ${arg.message}`
          : inspect(arg, { depth: 1, breakLength: Infinity }),
    )
    .join(' ');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/**
 * An unexpected console.error or console.warn fails the test that caused it, so a new React
 * warning or a failed call nobody meant is seen at once instead of scrolling past on stderr.
 * Logs outside any test (a late answer after the test ended) still print.
 */
export function guardConsole(): void {
  // Once per worker: without isolation the setup file runs again for every test file.
  if (!installed) {
    installed = true;
    for (const level of ['error', 'warn'] as const) {
      const original = console[level].bind(console);
      console[level] = (...args: LogArgs) => {
        if (!guarding) return original(...args);
        const expected = expectations.find((e) => e.level === level && matches(e.matcher, args));
        if (expected) expected.calls(...args);
        else unexpected.push({ level, args });
      };
    }
  }

  beforeEach(() => {
    expectations = [];
    unexpected = [];
    guarding = true;
  });

  afterEach(({ task }) => {
    guarding = false;
    const problems = unexpected.map(({ level, args }) => `console.${level}: ${oneLine(args)}`);
    // A test that failed already may have stopped before its log: that is not news.
    const failed = task.result?.state === 'fail';
    for (const { level, matcher, calls } of expectations) {
      if (!failed && calls.mock.calls.length === 0) problems.push(`expected a console.${level} matching ${String(matcher)}, none came`);
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('\n')}\n\nA test that provokes a log expects it: expectConsoleError(matcher) from src/test/console.ts.`,
      );
    }
  });
}
