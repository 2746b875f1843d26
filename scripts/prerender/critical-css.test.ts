import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, requiredClasses } from './critical-css.mjs';

const css = `
:root{--brand:#0a7}
*,*::before{box-sizing:border-box}
body{margin:0}
.card{padding:1rem}
.card:hover .title{color:red}
.dialog{position:fixed}
.a,.b{display:flex}
.btn:not(.ghost){background:var(--brand)}
.row:is(.x,.y){gap:1rem}
[data-state="open"].menu{display:block}
@media (min-width:48em){.card{padding:2rem}.dialog{inset:0}}
@media (min-width:64em){.dialog{inset:2rem}}
@supports (display:grid){@media (min-width:30em){.dialog{display:grid}}}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}
@font-face{font-family:X;src:url(x.woff2)}
`;

describe('critical CSS of a prerendered page', () => {
  const forPage = criticalCss(css);
  const page = forPage('<main class="card"><h2 class="title">T</h2><p class=" b  btn ">x</p><div class="row"></div></main>');

  it('keeps the rules without classes, and those whose classes the markup has', () => {
    for (const rule of [':root{--brand:#0a7}', '*,*::before{box-sizing:border-box}', 'body{margin:0}', '.card{padding:1rem}', '.card:hover .title{color:red}']) {
      expect(page).toContain(rule);
    }
    expect(page).toContain('@media (min-width:48em){.card{padding:2rem}}');
    expect(page).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
    expect(page).toContain('@font-face{font-family:X;src:url(x.woff2)}');
  });

  it('drops a rule that needs a class the markup lacks, and a block it leaves empty', () => {
    expect(page).not.toContain('.dialog');
    expect(page).not.toContain('min-width:64em');
    expect(page).not.toContain('@supports');
    expect(page).not.toContain('.menu');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(page).toContain('.b{display:flex}');
    expect(page).not.toContain('.a');
  });

  it('does not require the classes of :not(), :is(), :where() or :has()', () => {
    expect(page).toContain('.btn:not(.ghost){background:var(--brand)}');
    expect(page).toContain('.row:is(.x,.y){gap:1rem}');
    expect(requiredClasses('.a:not(.b) .c:where(.d, .e:has(.f)) [class~="g"].h')).toEqual(['a', 'c', 'h']);
  });

  it('reads the classes of every element', () => {
    expect([...classesIn('<a class="x y"></a><b class=""></b><i class="z"></i>')]).toEqual(['x', 'y', 'z']);
  });

  it('leaves the whole sheet to a page that uses every class', () => {
    expect(forPage('<i class="card title dialog a b btn row menu"></i>')).toBe(css);
  });

  it('gives pages with the same classes the same rules, whatever their text and order', () => {
    const first = forPage('<div class="card title">Perawat</div>');
    expect(forPage('<p class="title">Fisioterapi</p><section class="card"></section>')).toBe(first);
    expect(forPage('<div class="card title dialog">Perawat</div>')).toContain('.dialog');
    expect(forPage('<div class="card title">Lab</div>')).toBe(first);
  });
});
