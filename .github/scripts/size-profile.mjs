// What each part of app.wasm costs (issue 47): a size profile by function and by source folder.
//
//   node .github/scripts/size-profile.mjs [--top N] [--json FILE] [--wasm build/wasm/web/app.wasm]
//
// How: the final app.wasm (after wasm-opt) is read section by section; each function body's size
// is named by app.js.symbols (emcc --emit-symbol-map: the final function index -> its name), and each
// name is traced to the object file (and so the source folder) that defined it through the linker's
// map (wasm-ld --Map: every input function and data chunk with its object). The data section
// (the embedded font, texts, tile data, tables) is split by address with the same map.
// The build's own link writes no map (web/CMakeLists.txt does not ask for one): unless
// build/wasm/web/app.map exists next to app.wasm, this script links app.js once more exactly as
// the build does (the command from build.ninja) into build/size-profile/ with -Wl,--Map added, and
// measures that link's app.wasm (the same bytes as the build's; about a minute, at nice 10).
// The app is linked with link-time optimisation (-flto): the map then names one object, the link's
// own, for all of the app's code, and each function and data chunk is traced back to the bitcode
// object that defined it by its symbol (llvm-nm; ltoOwners below). Code inlined into another
// function counts for that function's folder (the frame loop's code is mostly in web/platform's
// RunMainLoop, into which the link inlined it).
//
// Gzip: what matters on the wire. A function's gzipped cost cannot be measured alone (gzip finds
// its repeats in the code around it), so two figures are given per folder: "alone", its code and
// data gzipped by themselves (an upper bound: the repeats shared with the rest are paid again), and
// "saves", app.wasm gzipped minus app.wasm gzipped without that folder's bytes (what cutting the
// folder out would save, its share of the shared repeats staying with the rest). A function's
// gzipped figure is its raw size times its folder's "saves" ratio: an approximation, good for
// ranking. Level 9, as bench.mjs measures the visit.
//
// Folders: objects of this tree by their source folder (engine/src, engine/src/modules, engine/ai,
// web, web/ui/<concern>, ...), the generated sources by what they hold (the embedded font, the
// English texts, the tile data), and the libraries by name (Dear ImGui, SDL2, libsodium, libc++,
// libc++abi, libc, malloc, compiler-rt, Emscripten's runtime). Functions the linker made itself
// (__wasm_call_ctors, the exports' stubs) and wasm's own structure (types, imports, exports, the
// function and element tables, section headers) are rows of their own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { readSymbols, readWasm } from '../../tests/browser/wasm_module.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const TOP = Number(opt('--top', 40));
const BUILD = path.resolve(opt('--build', path.join(ROOT, 'build', 'wasm')));
const JSON_OUT = opt('--json', null);
const GZ = (b) => gzipSync(b, { level: 9 }).length;
const kib = (b) => `${(b / 1024).toFixed(1)}`;

// --- The inputs: app.wasm, its symbol map, the link map ---------------------------------------------
function linkWithMap() {
  const out = path.join(ROOT, 'build', 'size-profile');
  mkdirSync(out, { recursive: true });
  const commands = execFileSync('ninja', ['-C', BUILD, '-t', 'commands', 'web/app.js'], { encoding: 'utf8' }).trim().split('\n');
  const link = commands[commands.length - 1];
  if (!/ -o web\/app\.js\b/.test(link)) throw new Error(`the last command for web/app.js is not its link: ${link.slice(0, 200)}`);
  // Emscripten 3.1.6's em++ drops -Wl,--Map ("unsupported linker flag"): the link runs with -v, which
  // prints the wasm-ld command em++ runs, and that command runs again with --Map (its output, the
  // wasm before wasm-opt, only serves the map).
  const relinked = link.replace(/ -o web\/app\.js\b/, ` -o ${out}/app.js -v`);
  console.error(`size-profile: linking app.js again into ${path.relative(ROOT, out)}/ for its link map (about two minutes)`);
  const env = { ...process.env, NODE_PATH: process.env.NODE_PATH || '/usr/share/nodejs' };
  const log = execFileSync('nice', ['-n', '10', 'sh', '-c', `cd ${BUILD} && { ${relinked} ; } 2>&1`], { env, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ld = log.split('\n').find((l) => /wasm-ld/.test(l) && / -o /.test(l));
  if (!ld) throw new Error('em++ -v printed no wasm-ld command');
  const withMap = ld.replace(/ -o \S+/, ` -o ${out}/app.before-wasm-opt.wasm --Map=${out}/app.map`);
  execFileSync('nice', ['-n', '10', 'sh', '-c', `cd ${BUILD} && ${withMap}`], { env, stdio: 'inherit' });
  writeFileSync(path.join(out, 'wasm-ld.txt'), ld);  // its inputs: the link-time optimised code's owners (below)
  return out;
}

function inputs() {
  const given = opt('--wasm', null);
  let dir = given ? path.dirname(path.resolve(given)) : path.join(BUILD, 'web');
  if (!existsSync(path.join(dir, 'app.map'))) {
    const out = path.join(ROOT, 'build', 'size-profile');
    const fresh = existsSync(path.join(out, 'app.map')) && existsSync(path.join(out, 'app.wasm')) &&
      statSync(path.join(out, 'app.wasm')).mtimeMs >= statSync(path.join(BUILD, 'web', 'app.wasm')).mtimeMs;
    dir = fresh ? out : linkWithMap();
  }
  const ld = path.join(dir, 'wasm-ld.txt');
  return { wasm: readFileSync(path.join(dir, 'app.wasm')), symbols: readFileSync(path.join(dir, 'app.js.symbols'), 'utf8'),
    map: readFileSync(path.join(dir, 'app.map'), 'utf8'), ld: existsSync(ld) ? readFileSync(ld, 'utf8') : '', dir };
}

// --- The link map: which object defined each function and data chunk --------------------------------
// wasm-ld's map has columns Addr, Off, Size, Out, In, Symbol; an input chunk is a line
// "<object>:(<section or function>)" indented under its output section (CODE, or a data segment such
// as .rodata / .data with addresses), the symbols it defines on the lines after it, indented deeper.
function readLinkMap(text) {
  const functions = new Map();  // name -> [object]
  const chunks = [];             // {addr, size, object}
  let out = '';
  let chunk = null;
  for (const line of text.split('\n').slice(1)) {
    const m = /^\s*([0-9a-f]+|-)\s+([0-9a-f]+)\s+([0-9a-f]+)(\s+)(.*)$/.exec(line);
    if (!m) continue;
    const [, addr, , size, gap, rest] = m;
    const depth = gap.length;
    // The columns' widths: an output section one space after the size, an input chunk 9, a symbol 17.
    if (depth <= 2) {
      out = rest.trim();
      chunk = null;
    } else if (depth <= 12 && rest.lastIndexOf(':(') > 0) {
      const s = rest.trim();
      const object = s.slice(0, s.lastIndexOf(':('));
      const inner = s.slice(s.lastIndexOf(':(') + 2, -1);
      chunk = { object, inner, out, addr: addr === '-' ? null : parseInt(addr, 16), size: parseInt(size, 16) };
      if (out === 'CODE') {
        if (!functions.has(inner)) functions.set(inner, []);
        functions.get(inner).push(object);
      } else if (chunk.addr !== null) {
        chunks.push(chunk);
      }
    } else if (chunk && out === 'CODE') {
      const sym = rest.trim();
      if (sym && sym !== chunk.inner) {
        if (!functions.has(sym)) functions.set(sym, []);
        functions.get(sym).push(chunk.object);
      }
    }
  }
  chunks.sort((a, b) => a.addr - b.addr);
  return { functions, chunks };
}

// --- Link-time optimised code: its objects found again by symbol -------------------------------------
// The app is linked with -flto (web/CMakeLists.txt): its objects are LLVM bitcode, and the map names
// everything they gave "lto.tmp", the one object the link's optimisation made of them. Each name is
// traced back to the bitcode object that defined it (llvm-nm over the link's inputs, from the wasm-ld
// command kept beside the map): functions by their demangled name (as the map and app.js.symbols
// write them), data by their section's symbol (".rodata.<mangled name>"). What the optimisation made
// itself (copies, merged constants) stays "link-time optimised, unattributed".
const LTO_OBJECT = 'lto.tmp';
function ltoOwners(ld) {
  const owners = { functions: new Map(), data: new Map() };
  if (!ld) return owners;
  // The objects and archives named, and the system libraries as -L<dir> ... -l<name> (libc, malloc, libc++...).
  const args = ld.trim().split(/\s+/);
  const dirs = args.filter((a) => a.startsWith('-L')).map((a) => a.slice(2));
  const files = [...args.filter((a) => /\.(o|a)$/.test(a) && !a.startsWith('-')),
    ...args.filter((a) => a.startsWith('-l')).map((a) => dirs.map((d) => path.join(d, `lib${a.slice(2)}.a`)).find(existsSync))
      .filter(Boolean)];
  const read = (demangle) => execFileSync(process.env.CARC_LLVM_NM || 'llvm-nm',
    ['-A', '--defined-only', '--no-sort', ...(demangle ? ['-C'] : []), ...files],
    { cwd: BUILD, encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
  const index = (text, into, kinds) => {
    for (const line of text.split('\n')) {
      // "lib.a:member.o: -------- T name" or "file.o: -------- T name"
      const m = /^(.*?\.a):([^:]+\.o): \S+ (\w) (.*)$/.exec(line) ?? /^(.*?\.o): \S+ (\w) (.*)$/.exec(line);
      if (!m) continue;
      const [object, kind, name] = m.length === 5 ? [`${m[1]}(${m[2]})`, m[3], m[4]] : [m[1], m[2], m[3]];
      if (!kinds.includes(kind.toUpperCase())) continue;
      const known = into.get(name);
      if (!known || (known.weak && kind !== 'W' && kind !== 'w')) into.set(name, { object, weak: kind === 'W' || kind === 'w' });
    }
  };
  try {
    index(read(true), owners.functions, ['T', 'W']);  // with 't' and 'w': local and weak ones too
    index(read(false), owners.data, ['D', 'R', 'B', 'V']);
  } catch (e) {
    console.error(`size-profile: llvm-nm failed (${e.message.split('\n')[0]}): the link-time optimised code stays unattributed`);
  }
  return owners;
}
// The object that defined `name` (a function) or the data chunk `inner` (".rodata.<symbol>"), when the
// map says lto.tmp.
function ltoObject(owners, object, name, isData) {
  if (object !== LTO_OBJECT) return object;
  if (isData) {
    const symbol = name.replace(/^\.(rodata|data|bss|tdata)\./, '');
    return owners.data.get(symbol)?.object ?? LTO_OBJECT;
  }
  // A local function the optimisation renamed: "name.llvm.123", "name.4816", "name(args) (.2794)".
  const bare = name.replace(/\.llvm\.\d+$/, '').replace(/ \(\.\d+\)$/, '').replace(/\.\d+$/, '');
  return (owners.functions.get(name) ?? owners.functions.get(bare))?.object ?? LTO_OBJECT;
}

// --- Objects to folders --------------------------------------------------------------------------------
// An archive of this build ("web/libcarc_imgui.a(imgui.cpp.o)") names its members without their
// folder: the members are found again under the library's CMakeFiles/<target>.dir/.
const memberFolders = new Map();  // "<lib path>" -> Map(basename -> folder)
function libraryMembers(lib) {
  if (memberFolders.has(lib)) return memberFolders.get(lib);
  const members = new Map();
  const target = path.basename(lib).replace(/^lib/, '').replace(/\.a$/, '');
  const dir = path.join(path.dirname(lib), 'CMakeFiles', `${target}.dir`);
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const name of readdirSync(d)) {
      const f = path.join(d, name);
      if (statSync(f).isDirectory()) walk(f);
      else if (name.endsWith('.o')) members.set(name, path.relative(dir, path.dirname(f)));
    }
  };
  walk(dir);
  memberFolders.set(lib, { members, sourceDir: path.relative(BUILD, path.dirname(lib)) });
  return memberFolders.get(lib);
}

const SYSTEM_LIBS = [
  [/libc\+\+abi/, 'libc++abi'], [/libc\+\+/, 'libc++'], [/libdlmalloc|libemmalloc/, 'malloc'],
  [/libcompiler_rt/, 'compiler-rt'], [/libc(-[a-z-]+)?\.a/, 'libc'], [/libstubs|libstandalonewasm|libsockets|libGL|libal|libhtml5|libnoexit/, 'Emscripten runtime'],
];
function folderOf(object) {
  if (!object) return 'linker-made (ctors, stubs)';
  if (object === LTO_OBJECT) return 'link-time optimised, unattributed';
  const archive = /^(.*\.a)\((.*)\)$/.exec(object);
  let file = archive ? archive[1] : object;
  if (!path.isAbsolute(file) && !file.startsWith('<')) file = path.join(BUILD, file);  // the map names the build's own files relatively
  if (file === '<internal>') return 'linker-made (ctors, merged strings)';
  if (/libSDL2\.a$/.test(file)) return 'SDL2';
  if (/libsodium\.a$/.test(file)) return 'libsodium';
  if (/libcarc_imgui\.a$/.test(file)) return 'Dear ImGui';
  for (const [re, name] of SYSTEM_LIBS) if (re.test(path.basename(file))) return name;
  if (/emscripten|\/cache\/sysroot|\/tmp\//.test(file) && !file.startsWith(BUILD)) return 'Emscripten runtime';
  let rel;
  if (archive && file.startsWith(BUILD)) {
    const { members, sourceDir } = libraryMembers(file);
    const sub = members.get(archive[2]);
    rel = path.join(sourceDir, sub ?? '', archive[2]);
  } else if (file.startsWith(BUILD)) {
    rel = path.relative(BUILD, file).replace(/CMakeFiles\/[^/]+\.dir\/?/, '');
  } else {
    return `other (${path.basename(file)})`;
  }
  const base = path.basename(rel);
  if (/embedded_fonts/.test(base)) return 'the embedded font (Inter, 2 weights)';
  if (/embedded_texts/.test(base)) return 'the embedded English texts';
  if (/embedded_tiles/.test(base)) return 'the embedded tile data';
  const dir = path.dirname(rel);
  return dir === '.' ? '(top)' : dir;
}

// --- The profile ------------------------------------------------------------------------------------
function profile() {
  const { wasm, symbols, map, ld, dir } = inputs();
  const w = readWasm(wasm);
  const names = readSymbols(symbols);
  const link = readLinkMap(map);
  if ([...link.functions.values()].some((objects) => objects.includes(LTO_OBJECT))) {
    const owners = ltoOwners(ld);
    for (const [name, objects] of link.functions) link.functions.set(name, objects.map((o) => ltoObject(owners, o, name, false)));
    for (const c of link.chunks) c.object = ltoObject(owners, c.object, c.inner, true);
  }
  const pieces = [];  // {name, folder, kind, ranges: [[from, to]] in app.wasm}
  const unmatched = [];
  w.bodies.forEach((b, i) => {
    const name = names.get(w.imports + i) ?? `function ${w.imports + i}`;
    const objects = link.functions.get(name) ?? link.functions.get(name.replace(/\.\d+$/, ''));  // ".1": a copy wasm-opt made
    if (!objects) unmatched.push(name);
    pieces.push({ name, kind: 'code', folder: folderOf(objects?.[0]), objects: objects?.length ?? 0, size: b.size,
      ranges: [[b.at, b.at + b.size]] });
  });
  // The linker merges the string literals of every object into one chunk (<internal>), and the
  // embedded tile data and English texts are string literals (cmake/EmbedAssets.cmake): they are
  // found again there by their text.
  const embedded = [];
  const addFiles = (dir, filter, folder) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).filter(filter)) embedded.push({ folder, name, text: readFileSync(path.join(dir, name)) });
  };
  addFiles(path.join(ROOT, 'assets', 'tiles'), (n) => n.endsWith('.json'), 'the embedded tile data');
  addFiles(path.join(ROOT, 'assets', 'i18n', 'en'), (n) => n.endsWith('.json') && n !== 'shell.json', 'the embedded English texts');
  const found = [];  // [from, to, folder, name] in app.wasm
  for (const e of embedded) {
    const at = e.text.length > 64 ? wasm.indexOf(e.text) : -1;
    if (at >= 0) found.push([at, at + e.text.length, e.folder, e.name]);
  }
  // Data: each segment's bytes split at the link map's chunks (by address).
  for (const s of w.segments) {
    let a = s.addr;
    const end = s.addr + s.size;
    while (a < end) {
      const c = link.chunks.find((k) => k.addr <= a && a < k.addr + k.size);
      const next = link.chunks.find((k) => k.addr > a);
      const to = Math.min(end, c ? c.addr + c.size : next ? next.addr : end);
      const from = s.at + (a - s.addr);
      const folder = c ? folderOf(c.object) : 'data (unattributed)';
      // Split out the embedded files found inside this chunk.
      let at = from;
      for (const [f, t, fold, name] of found.filter(([f, t]) => f >= from && t <= from + (to - a)).sort((x, y) => x[0] - y[0])) {
        if (f > at) pieces.push({ name: c ? c.inner : '(data between chunks)', kind: 'data', folder, size: f - at, ranges: [[at, f]] });
        pieces.push({ name, kind: 'data', folder: fold, size: t - f, ranges: [[f, t]] });
        at = t;
      }
      const stop = from + (to - a);
      if (stop > at) pieces.push({ name: c ? `${c.inner}` : '(data between chunks)', kind: 'data', folder, size: stop - at, ranges: [[at, stop]] });
      a = to;
    }
  }
  // wasm's own structure: every byte not in a body or a data segment.
  const covered = new Uint8Array(wasm.length);
  for (const p of pieces) for (const [f, t] of p.ranges) covered.fill(1, f, t);
  const structure = [];
  for (let i = 0; i < wasm.length; ++i) {
    if (covered[i]) continue;
    let j = i;
    while (j < wasm.length && !covered[j]) ++j;
    structure.push([i, j]);
    i = j;
  }
  pieces.push({ name: 'types, imports, exports, tables, headers', kind: 'structure', folder: 'wasm structure',
    size: structure.reduce((s, [f, t]) => s + t - f, 0), ranges: structure });

  const totalGz = GZ(wasm);
  const bytesOf = (list) => Buffer.concat(list.flatMap((p) => p.ranges.map(([f, t]) => wasm.subarray(f, t))));
  // app.wasm without some pieces: the rest in their order.
  const without = (drop) => {
    const keep = new Uint8Array(wasm.length).fill(1);
    for (const p of drop) for (const [f, t] of p.ranges) keep.fill(0, f, t);
    const parts = [];
    for (let i = 0; i < wasm.length;) {
      let j = i;
      while (j < wasm.length && keep[j] === keep[i]) ++j;
      if (keep[i]) parts.push(wasm.subarray(i, j));
      i = j;
    }
    return Buffer.concat(parts);
  };
  const folders = new Map();
  for (const p of pieces) {
    if (!folders.has(p.folder)) folders.set(p.folder, []);
    folders.get(p.folder).push(p);
  }
  const rows = [...folders].map(([folder, list]) => {
    const code = list.filter((p) => p.kind === 'code').reduce((s, p) => s + p.size, 0);
    const data = list.filter((p) => p.kind !== 'code').reduce((s, p) => s + p.size, 0);
    const alone = GZ(bytesOf(list));
    const saves = totalGz - GZ(without(list));
    return { folder, functions: list.filter((p) => p.kind === 'code').length, code, data, raw: code + data, alone, saves };
  }).sort((a, b) => b.saves - a.saves);
  const ratio = new Map(rows.map((r) => [r.folder, r.raw ? Math.max(r.saves, 0) / r.raw : 0]));
  const functions = pieces.filter((p) => p.kind === 'code').map((p) => ({ ...p, gz: p.size * ratio.get(p.folder) }))
    .sort((a, b) => b.size - a.size);
  const data = pieces.filter((p) => p.kind === 'data').map((p) => ({ ...p, gz: p.size * ratio.get(p.folder) }))
    .sort((a, b) => b.size - a.size);
  return { dir, wasm, w, rows, functions, data, totalGz, unmatched };
}

function main() {
  const r = profile();
  const codeSize = r.w.sections.find((s) => s.id === 10)?.size ?? 0;
  const dataSize = r.w.sections.find((s) => s.id === 11)?.size ?? 0;
  console.log(`app.wasm (${path.relative(ROOT, r.dir)}): ${kib(r.wasm.length)} KiB, ${kib(r.totalGz)} KiB gzipped; ` +
    `code ${kib(codeSize)} KiB in ${r.w.bodies.length} functions, data ${kib(dataSize)} KiB in ${r.w.segments.length} segments` +
    (r.unmatched.length ? `; ${r.unmatched.length} functions not in the link map (${r.unmatched.slice(0, 3).join(', ')}...)` : ''));
  console.log('\nby source folder (KiB; "alone": its bytes gzipped by themselves; "saves": app.wasm gzipped less without them):');
  console.log(`  ${'folder'.padEnd(44)} ${'funcs'.padStart(6)} ${'code'.padStart(8)} ${'data'.padStart(8)} ${'gz alone'.padStart(9)} ${'gz saves'.padStart(9)}`);
  let sum = { functions: 0, code: 0, data: 0, alone: 0, saves: 0 };
  for (const row of r.rows) {
    console.log(`  ${row.folder.padEnd(44)} ${String(row.functions).padStart(6)} ${kib(row.code).padStart(8)} ${kib(row.data).padStart(8)} ` +
      `${kib(row.alone).padStart(9)} ${kib(row.saves).padStart(9)}`);
    for (const k of Object.keys(sum)) sum[k] += row[k];
  }
  console.log(`  ${'total'.padEnd(44)} ${String(sum.functions).padStart(6)} ${kib(sum.code).padStart(8)} ${kib(sum.data).padStart(8)} ` +
    `${kib(sum.alone).padStart(9)} ${kib(sum.saves).padStart(9)}  (app.wasm gzipped: ${kib(r.totalGz)})`);
  console.log(`\nthe ${TOP} largest functions (bytes; gz: its size times its folder's "saves" ratio, an estimate):`);
  for (const f of r.functions.slice(0, TOP)) {
    console.log(`  ${String(f.size).padStart(7)} ${kib(f.gz).padStart(6)} KiB gz  ${f.folder.padEnd(24).slice(0, 24)} ${f.name.slice(0, 110)}`);
  }
  console.log(`\nthe 15 largest data chunks:`);
  for (const d of r.data.slice(0, 15)) {
    console.log(`  ${String(d.size).padStart(7)} ${kib(d.gz).padStart(6)} KiB gz  ${d.folder.padEnd(24).slice(0, 24)} ${d.name.slice(0, 110)}`);
  }
  if (JSON_OUT) {
    writeFileSync(JSON_OUT, JSON.stringify({ totalGz: r.totalGz, bytes: r.wasm.length, folders: r.rows,
      functions: r.functions.map(({ ranges, ...f }) => f), data: r.data.map(({ ranges, ...d }) => d) }, null, 1));
  }
}

main();
