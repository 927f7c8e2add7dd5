// The house's rule (web/README.md): web/ is a folder per concern, and includes only go down the list
// below - a folder may include its own files and those of the folders after it, never one before it.
// Each folder's README says the same in its "May include:" line; this test keeps the code to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

// Top to bottom. ui/'s rooms keep their own order (ui/README.md).
const FLOORS = ['main.cpp', 'script', 'app', 'saves', 'link', 'review', 'ui/screens', 'ui/panels', 'ui/board', 'ui/art',
                'ui/text', 'ui/base', 'ai/worker', 'ai', 'session', 'i18n', 'platform'];

function floorOf(path) {
  const i = FLOORS.findIndex((f) => path === f || path.startsWith(f + '/'));
  return i < 0 ? null : i;
}

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(cpp|h)$/.test(name)) out.push(relative(WEB, path));
  }
  return out;
}

test('every source file of web/ lives on a floor of the house', () => {
  const homeless = sources(WEB).filter((f) => floorOf(f) === null);
  assert.deepEqual(homeless, [], 'files outside the folders web/README.md names');
});

test('includes only go down the house (web/README.md)', () => {
  const upward = [];
  for (const file of sources(WEB)) {
    const text = readFileSync(join(WEB, file), 'utf8');
    for (const m of text.matchAll(/^#include "([^"]+)"/gm)) {
      const to = floorOf(m[1]);
      if (to !== null && to < floorOf(file)) upward.push(`${file} -> ${m[1]}`);
    }
  }
  assert.deepEqual(upward, [], 'an include runs back up the house');
});

test('the top of web/ holds main.cpp alone', () => {
  const top = readdirSync(WEB).filter((n) => /\.(cpp|h|js)$/.test(n));
  assert.deepEqual(top, ['main.cpp']);
});

test('every folder of web/ has a README that says what it may include', () => {
  const folders = FLOORS.filter((f) => f !== 'main.cpp');
  for (const f of folders) {
    const readme = join(WEB, f, 'README.md');
    assert.ok(existsSync(readme), `${f}/README.md is missing`);
    assert.match(readFileSync(readme, 'utf8'), /May include:/, `${f}/README.md has no "May include:" line`);
  }
});
