import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkName, COMPILE_HINT, selfTimeBySource, sourceName, sourcesOfBuild } from './profile-summary.mjs';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });

describe('selfTimeBySource', () => {
  it("gives each sample the time until the next one, added up by its frame's source", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('beginWork', 'http://site/assets/react-dom-D63--K66.js') },
        { id: 3, callFrame: frame('(program)') },
      ],
      samples: [2, 3, 2, 1],
      timeDeltas: [0, 1500, 500, 2000],
    };
    const bySource = selfTimeBySource(profile, (callFrame) => callFrame.url || callFrame.functionName);
    expect(Object.fromEntries(bySource)).toEqual({ 'http://site/assets/react-dom-D63--K66.js': 3.5, '(program)': 0.5 });
  });
});

describe('sourceName', () => {
  it('names a package once, scoped or not, and the site’s files by their path', () => {
    expect(sourceName('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceName('../node_modules/@tanstack/query-core/build/modern/utils.js')).toBe('@tanstack/query-core');
    expect(sourceName('../../src/app/router.tsx')).toBe('src/app/router.tsx');
  });
});

describe('chunkName', () => {
  it('leaves out the content hash', () => {
    expect(chunkName('http://127.0.0.1:4194/assets/index-DyEeQqqA.js')).toBe('index.js');
    expect(chunkName('http://127.0.0.1:4194/assets/react-dom-D63--K66.js')).toBe('react-dom.js');
  });
});

describe('sourcesOfBuild', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a frame through its chunk’s map, a line lower when the compile hint opens the chunk', () => {
    dir = mkdtempSync(join(tmpdir(), 'profile-summary-'));
    mkdirSync(join(dir, 'assets'));
    // Line 1 of each chunk comes from ../src/a.ts, line 2 from ../node_modules/b/index.js.
    const map = JSON.stringify({ version: 3, sources: ['../src/a.ts', '../node_modules/b/index.js'], names: [], mappings: 'AAAA;ACAA' });
    writeFileSync(join(dir, 'assets', 'plain-AAAAAAAA.js'), 'a();\nb();\n');
    writeFileSync(join(dir, 'assets', 'plain-AAAAAAAA.js.map'), map);
    writeFileSync(join(dir, 'assets', 'hinted-BBBBBBBB.js'), `${COMPILE_HINT}a();\nb();\n`);
    writeFileSync(join(dir, 'assets', 'hinted-BBBBBBBB.js.map'), map);
    writeFileSync(join(dir, 'assets', 'bare-CCCCCCCC.js'), 'a();\n');
    const sourceOf = sourcesOfBuild(dir);
    const site = 'http://127.0.0.1:4194/assets/';

    expect(sourceOf(frame('a', `${site}plain-AAAAAAAA.js`, 0))).toBe('src/a.ts');
    expect(sourceOf(frame('b', `${site}plain-AAAAAAAA.js`, 1))).toBe('b');
    // The hint's line has no source: that frame counts for its chunk.
    expect(sourceOf(frame('', `${site}hinted-BBBBBBBB.js`, 0))).toBe('hinted.js');
    expect(sourceOf(frame('a', `${site}hinted-BBBBBBBB.js`, 1))).toBe('src/a.ts');
    expect(sourceOf(frame('b', `${site}hinted-BBBBBBBB.js`, 2))).toBe('b');
    // No map: the chunk; no script: the engine's or the browser's name.
    expect(sourceOf(frame('a', `${site}bare-CCCCCCCC.js`, 0))).toBe('bare.js');
    expect(sourceOf(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(sourceOf(frame('requestAnimationFrame'))).toBe('requestAnimationFrame');
  });
});
