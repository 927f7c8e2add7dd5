// The text catalogues (assets/i18n/<lang>/<area>.json): every language has every key, no catalogue has
// a key that nothing uses, every message is well formed with the same arguments in every language, and
// no player-facing text bypasses the catalogues and the text layer (web/ui/text/text.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const I18N = path.join(ROOT, 'assets', 'i18n');
export const LANGUAGES = ['en', 'ca', 'cs', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'uk'];

function files(dir, exts) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, exts));
    else if (exts.some((e) => name.endsWith(e))) out.push(p);
  }
  return out;
}

// lang -> {key: {text, file}}; duplicate keys across a language's files are an error.
function loadCatalogues() {
  const cats = {};
  const problems = [];
  for (const lang of readdirSync(I18N).filter((d) => statSync(path.join(I18N, d)).isDirectory())) {
    cats[lang] = {};
    for (const file of files(path.join(I18N, lang), ['.json'])) {
      let obj;
      try {
        obj = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        problems.push(`${path.relative(ROOT, file)}: not JSON (${e.message})`);
        continue;
      }
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v !== 'string') problems.push(`${lang}: ${k} is not a text`);
        if (cats[lang][k]) problems.push(`${lang}: ${k} is defined in ${cats[lang][k].file} and ${path.basename(file)}`);
        cats[lang][k] = { text: v, file: path.basename(file) };
      }
    }
  }
  return { cats, problems };
}

// The message syntax of web/i18n/message_format.cpp: returns {args: Set, error}.
export function parseMessage(p) {
  const args = new Map();  // name -> 'plain' | 'plural' | 'select'
  let i = 0;
  const fail = (what) => { throw new Error(`${what} at ${i} in "${p}"`); };
  const name = () => {
    while (p[i] === ' ') i++;
    const m = /^[A-Za-z0-9_]+/.exec(p.slice(i));
    if (!m) fail('an argument without a name');
    i += m[0].length;
    while (p[i] === ' ') i++;
    return m[0];
  };
  function message(nested) {
    while (i < p.length) {
      if (p[i] === '{') { i++; argument(); }
      else if (p[i] === '}') { if (nested) return; fail("unmatched '}'"); }
      else i++;
    }
    if (nested) fail('a branch is not closed');
  }
  function argument() {
    const n = name();
    if (p[i] === '}') { i++; if (!args.has(n)) args.set(n, 'plain'); return; }
    if (p[i] !== ',') fail(`expected ',' or '}' after {${n}`);
    i++;
    const type = name();
    if (type !== 'plural' && type !== 'select') fail(`unknown type ${type}`);
    if (p[i] !== ',') fail(`expected ',' after ${type}`);
    i++;
    args.set(n, type);
    let hasOther = false;
    for (;;) {
      while (p[i] === ' ') i++;
      if (i >= p.length) fail(`{${n}} is not closed`);
      if (p[i] === '}') { i++; break; }
      const m = /^[^\s{}]+/.exec(p.slice(i));
      if (!m) fail('a selector is missing');
      i += m[0].length;
      if (m[0] === 'other') hasOther = true;
      while (p[i] === ' ') i++;
      if (p[i] !== '{') fail(`expected '{' after ${m[0]}`);
      i++;
      message(true);
      i++;  // the branch's '}'
    }
    if (!hasOther) fail(`{${n}} has no 'other' branch`);
  }
  message(false);
  return args;
}

const { cats, problems } = loadCatalogues();
const english = cats.en || {};

test('every catalogue file is read and no key is defined twice', () => {
  assert.deepEqual(problems, []);
  assert.deepEqual(Object.keys(cats).sort(), [...LANGUAGES].sort(), 'one folder per language');
});

test('every language has every key, and no key English lacks', () => {
  for (const lang of LANGUAGES) {
    const missing = Object.keys(english).filter((k) => !(k in cats[lang]));
    const extra = Object.keys(cats[lang]).filter((k) => !(k in english));
    assert.deepEqual(missing, [], `${lang} lacks these keys`);
    assert.deepEqual(extra, [], `${lang} has keys English does not`);
  }
});

test('every message parses and takes the same arguments in every language', () => {
  const bad = [];
  for (const [k, { text }] of Object.entries(english)) {
    let ref;
    try { ref = parseMessage(text); } catch (e) { bad.push(`en ${k}: ${e.message}`); continue; }
    for (const lang of LANGUAGES.slice(1)) {
      const entry = cats[lang][k];
      if (!entry) continue;
      try {
        const args = parseMessage(entry.text);
        const a = [...args.keys()].sort().join(','), b = [...ref.keys()].sort().join(',');
        if (a !== b) bad.push(`${lang} ${k}: arguments {${a}} instead of {${b}}`);
        if (entry.text.trim() === '' && text.trim() !== '') bad.push(`${lang} ${k}: empty`);
      } catch (e) {
        bad.push(`${lang} ${k}: ${e.message}`);
      }
    }
  }
  assert.deepEqual(bad, []);
});

// The CLDR plural categories each language's numbers fall into (web/i18n/message_format.cpp); a
// plural that shows its number (#) must have a branch for each (else "other" shows: "5 punkty"); one
// that only agrees a verb with it ({players, plural, one {gra} other {grają}}) may leave some out.
const CATEGORIES = {
  en: ['one'], de: ['one'], nl: ['one'], ca: ['one'], es: ['one'], it: ['one'], fr: ['one'], pt: ['one'],
  pl: ['one', 'few', 'many'], ru: ['one', 'few', 'many'], uk: ['one', 'few', 'many'], cs: ['one', 'few'],
};
// Whether a plural's body shows its own number: a # outside the plurals nested in it.
function ownHash(body) {
  let depth = 0;
  const nested = [];  // the depth of each nested plural open now
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') {
      depth++;
      if (/^\{\s*[A-Za-z0-9_]+\s*,\s*plural\s*,/.test(body.slice(i))) nested.push(depth);
    } else if (body[i] === '}') {
      if (nested[nested.length - 1] === depth) nested.pop();
      depth--;
    } else if (body[i] === '#' && nested.length === 0) {
      return true;
    }
  }
  return false;
}

// Every plural of a message with the categories it has and whether it shows its number (#):
// [{arg, selectors, counts}].
function plurals(p) {
  const out = [];
  const re = /\{\s*([A-Za-z0-9_]+)\s*,\s*plural\s*,/g;
  let m;
  while ((m = re.exec(p))) {
    // The selectors at depth 1 of this plural.
    let i = re.lastIndex, depth = 0;
    const selectors = [];
    let word = '';
    for (; i < p.length; i++) {
      const c = p[i];
      if (c === '{') { if (depth === 0 && word.trim()) selectors.push(word.trim()); word = ''; depth++; }
      else if (c === '}') { if (depth === 0) break; depth--; }
      else if (depth === 0) word += c;
    }
    out.push({ arg: m[1], selectors, counts: ownHash(p.slice(re.lastIndex, i)) });
  }
  return out;
}

test('every plural has the branches of its language\'s plural categories', () => {
  const bad = [];
  for (const lang of LANGUAGES) {
    for (const [k, { text }] of Object.entries(cats[lang] || {})) {
      for (const { arg, selectors, counts } of plurals(text)) {
        // A plural that only tells zero from the rest ({n, plural, =0 {...} other {...}}) needs no more.
        if (selectors.every((s) => s === 'other' || s.startsWith('='))) continue;
        const missing = counts ? CATEGORIES[lang].filter((c) => !selectors.includes(c)) : [];
        if (missing.length) bad.push(`${lang} ${k}: {${arg}} lacks ${missing.join(', ')}`);
        const unknown = selectors.filter((s) => s !== 'other' && !s.startsWith('=') && !CATEGORIES[lang].includes(s));
        if (unknown.length) bad.push(`${lang} ${k}: {${arg}} has ${unknown.join(', ')}, never chosen in ${lang}`);
      }
    }
  }
  assert.deepEqual(bad, []);
});

test('shell.js, cmake/site.mjs and web/i18n/i18n.cpp list the same languages as assets/i18n', () => {
  const list = (file, re) => {
    const m = re.exec(readFileSync(path.join(ROOT, file), 'utf8'));
    assert.ok(m, `${file}: the list of languages`);
    return [...m[1].matchAll(/'([a-z]+)'|"([a-z]+)"/g)].map((x) => x[1] || x[2]);
  };
  const sorted = (a) => [...a].sort();
  assert.deepEqual(list('shell/shell.js', /var LANGUAGES = \[([^\]]*)\]/), LANGUAGES);
  assert.deepEqual(list('cmake/site.mjs', /const LANGUAGES = \[([^\]]*)\]/), LANGUAGES);
  const cpp = readFileSync(path.join(ROOT, 'web', 'i18n', 'i18n.cpp'), 'utf8');
  const table = /Languages\(\) \{([\s\S]*?)return langs;/.exec(cpp);
  assert.ok(table, 'i18n.cpp: Languages()');
  const codes = [...table[1].matchAll(/\{"([a-z]+)", "/g)].map((x) => x[1]);
  assert.deepEqual(codes, LANGUAGES, 'Languages(): English first, then by native name, as shell.js lists them');
  assert.deepEqual(sorted(readdirSync(I18N).filter((d) => statSync(path.join(I18N, d)).isDirectory())), sorted(LANGUAGES));
});

// Keys are written out in full where they are used (web/i18n/i18n.h), in C++ and in the shell.
const SOURCES = [...files(path.join(ROOT, 'web'), ['.cpp', '.h']), ...files(path.join(ROOT, 'shell'), ['.js', '.html'])];
const sourceText = SOURCES.map((f) => readFileSync(f, 'utf8')).join('\n');

test('every key is used by the code', () => {
  const literals = new Set([...sourceText.matchAll(/["']([a-z][a-zA-Z0-9-]*(?:\.[a-zA-Z0-9-]+)+)["']/g)].map((m) => m[1]));
  const unused = Object.keys(english).filter((k) => !literals.has(k));
  assert.deepEqual(unused, [], 'keys that no source file names');
});

test('every key the code names exists', () => {
  // Calls of T("...") and F("...") with a literal key.
  const named = new Set([...sourceText.matchAll(/\b(?:T|F)\(\s*"([a-z][a-zA-Z0-9-]*(?:\.[a-zA-Z0-9-]+)+)"/g)].map((m) => m[1]));
  const unknown = [...named].filter((k) => !(k in english));
  assert.deepEqual(unknown, [], 'keys used in the code but missing from the English catalogue');
});

test('player-facing text goes through the text layer (web/ui/text/text.h), never straight to ImGui', () => {
  const direct = /ImGui::(Text|TextUnformatted|TextWrapped|TextDisabled|TextColored|BulletText|LabelText|Button|SmallButton|Checkbox|RadioButton|Selectable|CollapsingHeader|SetTooltip|MenuItem|BeginMenu|TreeNode)\s*\(|->AddText\s*\(/;
  const offenders = [];
  for (const f of SOURCES.filter((x) => x.endsWith('.cpp') || x.endsWith('.h'))) {
    if (/[/\\]ui[/\\](text[/\\]text|screens[/\\]dialog)\.(cpp|h)$/.test(f)) continue;  // the layer itself
    readFileSync(f, 'utf8').split('\n').forEach((line, n) => {
      if (direct.test(line) && !/ImGui::Button\("##/.test(line)) offenders.push(`${path.relative(ROOT, f)}:${n + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(offenders, []);
});
