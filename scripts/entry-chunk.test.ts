import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryChunk } from './entry-chunk.mjs';

// A small app as the site is built: the entry imports a library with a group of its own and two
// modules of the app, one of which both lazy screens import too; a screen imports one of its own.
const root = mkdtempSync(join(tmpdir(), 'entry-chunk-'));
// Each module's export is read at run time, so the bundler cannot inline one module into another.
const source = (name: string, imports: string[] = []) => {
  const lines = imports.map((from) => `import { ${from} } from './${from}.js';`);
  const reads = ['globalThis.location', ...imports.map((from) => `${from}()`)];
  return `${[...lines, `export const ${name} = () => [${reads.join(', ')}];`].join('\n')}\n`;
};
const files = {
  // The entry only imports the app's module, as Vite's entry (index.html) does.
  'index.js': "import './main.js';\n",
  'main.js': [
    source('main', ['lib', 'api', 'frame']),
    "export const screens = [() => import('./screen.js'), () => import('./other.js')];",
    'console.log(main(), screens);\n',
  ].join('\n'),
  'lib.js': source('lib'),
  'api.js': source('api'),
  'frame.js': source('frame'),
  'screen.js': source('screen', ['api', 'own']),
  'own.js': source('own'),
  'other.js': source('other', ['api']),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The chunks of a build of a small app in `dir`, each with the modules it holds and the files it imports. */
async function chunks({ ssr = false, entry = entryChunk({ priority: 1 }), dir = root } = {}) {
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [entry.plugin],
    build: {
      write: false,
      ssr,
      minify: false,
      rolldownOptions: {
        input: join(dir, 'index.js'),
        output: { codeSplitting: { groups: [{ name: 'lib', priority: 2, test: /lib\.js$/ }, entry.group] } },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) =>
    file.type === 'chunk'
      ? [
          {
            name: file.name,
            fileName: file.fileName,
            entry: file.isEntry,
            // The app's modules, and a package's by its path from node_modules.
            modules: file.moduleIds
              .flatMap((id) => (id.startsWith(dir) ? [id.slice(dir.length + 1)] : id.includes('node_modules') ? [id.slice(id.indexOf('node_modules'))] : []))
              .sort(),
            imports: file.imports,
          },
        ]
      : [],
  );
}

describe('the entry chunk', () => {
  it("takes what the entry imports statically, a screen's imports too, and leaves a group of higher priority its own", async () => {
    const entry = entryChunk({ priority: 1 });
    const built = await chunks({ entry });
    const taken = Object.keys(files).filter((name) => entry.group.test(join(root, name)));
    expect(taken.sort()).toEqual(['api.js', 'frame.js', 'index.js', 'lib.js', 'main.js']);
    const main = built.find((chunk) => chunk.entry);
    expect(main?.modules).toEqual(['api.js', 'frame.js', 'index.js', 'main.js']);
    expect(built.find((chunk) => chunk.name === 'lib')?.modules).toEqual(['lib.js']);
    const screen = built.find((chunk) => chunk.modules.includes('screen.js'));
    expect(screen?.modules).toEqual(['own.js', 'screen.js']);
    expect(screen?.imports).toContain(main?.fileName);
    expect(built).toHaveLength(4);
  });

  it('takes nothing in a server build, where the plugin does not run', async () => {
    const entry = entryChunk({ priority: 1 });
    await chunks({ ssr: true, entry });
    for (const name of Object.keys(files)) expect(entry.group.test(join(root, name)), name).toBe(false);
  });

  // Four screens and the API's calls, all imported lazily by the entry. Two screens share a list's
  // code, a form's, a dialog and links; the form's reaches the HTTP client, which only the calls
  // import besides, the dialog a package the entry does not load, and the links another screen.
  const app = mkdtempSync(join(tmpdir(), 'entry-chunk-screens-'));
  const screenFiles = {
    'index.js': "import './main.js';\n",
    'main.js': [
      source('main', ['frame']),
      "export const lazy = [() => import('./a.route.js'), () => import('./b.route.js'), () => import('./c.route.js'), () => import('./d.route.js'), () => import('./calls.js')];",
      'console.log(main(), lazy);\n',
    ].join('\n'),
    'frame.js': source('frame'),
    'a.route.js': source('a', ['list', 'own', 'links']),
    'b.route.js': source('b', ['list', 'form', 'dialog', 'links']),
    'links.js': "import { d } from './d.route.js';\nexport const links = () => [globalThis.location, d()];\n",
    'd.route.js': source('d'),
    'c.route.js': source('c', ['form', 'dialog']),
    'list.js': source('list', ['paging']),
    'paging.js': source('paging'),
    'own.js': source('own'),
    'form.js': source('form', ['client']),
    'client.js': source('client'),
    'calls.js': source('calls', ['client']),
    'dialog.js': "import { modal } from 'modal';\nexport const dialog = () => [globalThis.location, modal()];\n",
    'node_modules/modal/package.json': '{ "name": "modal", "type": "module", "main": "index.js" }\n',
    'node_modules/modal/index.js': 'export const modal = () => globalThis.document;\n',
  };
  mkdirSync(join(app, 'node_modules', 'modal'), { recursive: true });
  for (const [name, text] of Object.entries(screenFiles)) writeFileSync(join(app, name), text);
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it("takes what two screens share, but not what reaches the calls' code, a package of their own or a screen", async () => {
    const entry = entryChunk({ priority: 1, screen: (id) => /\.route\.js$/.test(id) });
    const built = await chunks({ entry, dir: app });
    expect(built.find((chunk) => chunk.entry)?.modules).toEqual(['frame.js', 'index.js', 'list.js', 'main.js', 'paging.js']);
    const holding = (name: string) => built.find((chunk) => chunk.modules.includes(name))?.modules;
    expect(holding('own.js')).toEqual(['a.route.js', 'own.js']);
    for (const name of ['form.js', 'client.js', 'dialog.js', 'node_modules/modal/index.js', 'links.js', 'd.route.js']) expect(holding(name), name).not.toContain('main.js');
  });

  it('takes no screen code without a way to tell a screen', async () => {
    const built = await chunks({ dir: app });
    expect(built.find((chunk) => chunk.entry)?.modules).toEqual(['frame.js', 'index.js', 'main.js']);
  });
});
