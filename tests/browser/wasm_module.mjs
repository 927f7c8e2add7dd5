// A WebAssembly module read as the measuring commands need it (size-profile.mjs, bench.mjs): its
// sections, function bodies and data segments, and the names app.js.symbols gives its functions.

// app.wasm's sections, function bodies and data segments.
export function readWasm(bytes) {
  let p = 8;
  const leb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[p++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return r;
  };
  const sleb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[p++]; r |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80);
    if (shift < 32 && (b & 0x40)) r |= -1 << shift;
    return r;
  };
  const out = { sections: [], imports: 0, bodies: [], segments: [] };
  while (p < bytes.length) {
    const start = p;
    const id = bytes[p++];
    const size = leb();
    const body = p;
    const end = p + size;
    let name = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element',
      'code', 'data', 'datacount', 'tag'][id] || `section ${id}`;
    if (id === 0) name = `custom "${bytes.subarray(p + 1, p + 1 + bytes[p]).toString()}"`;
    if (id === 2) {
      for (let n = leb(); n > 0; --n) {
        for (let k = 0; k < 2; ++k) { const len = leb(); p += len; }  // module, field (p read after the length)
        const kind = bytes[p++];
        if (kind === 0) { leb(); ++out.imports; } else if (kind === 1) { ++p; if (leb() & 1) leb(); leb(); } else if (kind === 2) {
          if (leb() & 1) leb();
          leb();
        } else if (kind === 3) p += 2; else if (kind === 4) { ++p; leb(); }
      }
    } else if (id === 10) {
      for (let n = leb(); n > 0; --n) {
        const sz = leb();
        out.bodies.push({ at: p, size: sz });
        p += sz;
      }
    } else if (id === 11) {
      for (let n = leb(); n > 0; --n) {
        const flags = leb();
        let addr = null;
        if (flags === 0 || flags === 2) {
          if (flags === 2) leb();
          if (bytes[p] === 0x41) { ++p; addr = sleb(); } else throw new Error('a data segment whose offset is not i32.const');
          if (bytes[p++] !== 0x0b) throw new Error('a data segment offset without end');
        }
        const len = leb();
        out.segments.push({ addr, at: p, size: len });
        p += len;
      }
    }
    out.sections.push({ id, name, start, size: end - start, payload: end - body });
    p = end;
  }
  return out;
}

// app.js.symbols: "index:name" per function (imports first, then the module's own).
export function readSymbols(text) {
  const names = new Map();
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    // Names escape what the name section may not hold: "\\28" is "(", "\\2c" ",", "\\20" a space.
    if (i > 0) names.set(Number(line.slice(0, i)), line.slice(i + 1).replace(/\\([0-9a-f]{2})/g, (m, h) => String.fromCharCode(parseInt(h, 16))));
  }
  return names;
}
