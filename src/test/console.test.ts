import { describe, expect, it } from 'vitest';
import { expectConsoleError, expectConsoleWarn } from './console';

describe('the console guard', () => {
  it('records the expected logs, by the start of the first argument, a pattern or a function', () => {
    const failed = expectConsoleError('[query ["article"');
    const routed = expectConsoleError(/^\[route\] Error: rusak$/);
    const warned = expectConsoleWarn((args) => args.length === 2);
    console.error('[query ["article","detail","x"]]', new Error('500'));
    console.error('[route]', new Error('rusak'));
    console.warn('Session cache could not be restored', new SyntaxError('x'));
    expect(failed).toHaveBeenCalledWith('[query ["article","detail","x"]]', new Error('500'));
    expect(routed).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledTimes(1);
  });

  it.fails('fails a test that logs an error it did not expect', () => {
    expectConsoleError('[mutation]');
    console.error('[mutation]', new Error('expected'));
    console.error('Warning: something nobody expected');
  });

  it.fails('fails a test that logs a warning it did not expect', () => {
    console.warn('a warning');
  });

  it.fails('fails a test whose expected log never came', () => {
    expectConsoleError('[mutation]');
  });

  it('cannot fail a test that has ended…', () => {
    setTimeout(() => console.error('Not implemented: navigation to another Document'), 0);
  });

  it.fails('…so a log that comes after it fails the next one', async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
