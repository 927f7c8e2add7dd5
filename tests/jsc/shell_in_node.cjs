// Runs an Emscripten -sENVIRONMENT=shell build (carcassonne_shell) under Node: the same .js and .wasm
// as under jsc (docs/webkit-speed.md). node --no-experimental-fetch tests/jsc/shell_in_node.cjs <build.js> args...
const fs = require('fs'), vm = require('vm'), path = require('path');
const file = process.argv[2];
process.chdir(path.dirname(path.resolve(file)));
globalThis.read = (f, type) => (type === 'binary' ? new Uint8Array(fs.readFileSync(f)) : fs.readFileSync(f, 'utf8'));
globalThis.readbuffer = (f) => { const b = fs.readFileSync(f); return b.buffer.slice(b.byteOffset, b.byteOffset + b.length); };
globalThis.print = (...a) => process.stdout.write(a.join(' ') + '\n');
globalThis.printErr = (...a) => process.stderr.write(a.join(' ') + '\n');
globalThis.scriptArgs = process.argv.slice(3);
globalThis.quit = (code) => process.exit(code);
vm.runInThisContext(fs.readFileSync(path.basename(file), 'utf8'), { filename: file });
