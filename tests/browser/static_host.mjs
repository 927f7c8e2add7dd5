// dist/ served as a static host serves it (GitHub Pages here), for the measurements of a visit
// (lighthouse.mjs, first_visit.mjs): gzip for every file a browser asks gzipped (Pages compresses
// .wasm too), an ETag and Last-Modified with 304 answers to a revalidation, and
// "Cache-Control: max-age=600" (Pages' ten minutes). The tests' server (helpers.mjs serveDist) sends
// every file whole and uncompressed, which is right for them and wrong for figures of bytes and time.
//   const host = await serveStatic(DIST); host.url (under SUB_PATH); host.log: {path, bytes} of each
//   answer (the bytes on the wire, headers left out); await host.close()
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

import { MIME_TYPES, SUB_PATH } from './helpers.mjs';

export async function serveStatic(dir) {
  const files = new Map();  // path -> {body, gz, etag, modified, type}: read once, compressed once
  const load = async (file) => {
    if (files.has(file)) return files.get(file);
    const [body, info] = await Promise.all([readFile(file), stat(file)]);
    const entry = {
      body,
      // Level 6: what servers use by default (the benchmark's "gzipped" sizes are level 9: a few
      // percent smaller).
      gz: gzipSync(body, { level: 6 }),
      etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`,
      modified: info.mtime.toUTCString(),
      type: MIME_TYPES[path.extname(file)] || 'application/octet-stream',
    };
    files.set(file, entry);
    return entry;
  };
  const host = { log: [], url: '' };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(SUB_PATH)) return res.writeHead(404).end('not found');
    const rel = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    const file = path.normalize(path.join(dir, rel));
    if (!file.startsWith(dir + path.sep)) return res.writeHead(403).end('forbidden');
    let entry;
    try {
      entry = await load(file);
    } catch {
      return res.writeHead(404).end('not found');
    }
    const headers = { 'Content-Type': entry.type, ETag: entry.etag, 'Last-Modified': entry.modified,
      'Cache-Control': 'max-age=600', Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === entry.etag) {
      host.log.push({ path: rel, bytes: 0, status: 304 });
      return res.writeHead(304, headers).end();
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const body = gzip ? entry.gz : entry.body;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    host.log.push({ path: rel, bytes: body.length, status: 200 });
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.url = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  host.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return host;
}
