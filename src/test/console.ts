import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';

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

const HINT = 'A test that provokes a log expects it: expectConsoleError(matcher) from src/test/console.ts.';

function report(logs: typeof unexpected): string[] {
  return logs.map(({ level, args }) => `console.${level}: ${oneLine(args)}`);
}

/**
 * An unexpected console.error or console.warn fails the test that caused it, so a new React
 * warning or a failed call nobody meant is seen at once instead of scrolling past on stderr.
 * One that comes after its test ended (a late answer, a navigation jsdom cannot do) fails the
 * file; a late one that its test expected stays quiet.
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

  beforeAll(() => {
    expectations = [];
    unexpected = [];
    guarding = true;
  });

  beforeEach(() => {
    const late = report(unexpected);
    expectations = [];
    unexpected = [];
    if (late.length > 0) throw new Error(`Logged after the previous test ended:\n${late.join('\n')}\n\n${HINT}`);
  });

  afterEach(({ task }) => {
    const problems = report(unexpected);
    unexpected = [];
    // A test that failed already may have stopped before its log: that is not news.
    const failed = task.result?.state === 'fail';
    for (const { level, matcher, calls } of expectations) {
      if (!failed && calls.mock.calls.length === 0) problems.push(`expected a console.${level} matching ${String(matcher)}, none came`);
    }
    if (problems.length > 0) throw new Error(`${problems.join('\n')}\n\n${HINT}`);
  });

  afterAll(() => {
    guarding = false;
    const late = report(unexpected);
    unexpected = [];
    if (late.length > 0) throw new Error(`Logged after the last test ended:\n${late.join('\n')}\n\n${HINT}`);
  });
}
