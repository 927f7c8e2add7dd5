// The soak (issue 46): one page where computers play game after game with every set, for MINUTES.
// After each game it prints the WebAssembly memory, the page's JavaScript heap (after a garbage
// collection, Chromium's DevTools protocol) and how long the game's moves took; at the end, games 1, 10
// and the last side by side. Neither memory may keep growing from one game to the next, and the last
// game's moves should come as fast as the first's: it fails when the last game's memory is more than
// 1.5 times game 2's (the first game grows the heap to its working size), and prints the rest.
//   node tests/browser/soak.mjs MINUTES        (.github/scripts/soak.sh runs it)
// Chromium only: the heap is read through Chromium's DevTools protocol.
import { EVERY_EXPANSION, api, closeDisplay, launch, openApp, serveDist } from './helpers.mjs';

const MINUTES = Number(process.argv[2] || 60);
const LEVELS = ['easy', 'normal', 'hard'];

// One game between three computers (one of each level) with every set, to its end.
async function playGame(page, n) {
  const players = LEVELS.map((ai, i) => ({ name: `C${i + 1}`, color: ['red', 'blue', 'green'][i], ai }));
  const started = await api(page, 'newGame', [{ players, expansions: EVERY_EXPANSION, options: {}, seed: `soak-${n}` }]);
  if (!started.ok) throw new Error(`newGame: ${started.error}`);
  const t0 = Date.now();
  await page.waitForFunction(() => window.carcassonne.state().status === 'over', null, { timeout: 30 * 60_000, polling: 1000 });
  const ms = Date.now() - t0;
  const st = await api(page, 'state');
  return { ms, actions: st.record.actions.length, scores: st.scores };
}

async function memory(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const wasm = await page.evaluate(() => window.Module.HEAP8.length);
  return { wasmMiB: wasm / 1048576, jsHeapMiB: heap.usedSize / 1048576 };
}

async function main() {
  const site = await serveDist();
  const browser = await launch();
  const rows = [];
  try {
    const { page, problems } = await openApp(browser.context, site.url, { motion: false });
    await api(page, 'debug.aiOptions', [{ delay: 0 }]);
    const cdp = await page.context().newCDPSession(page);
    const end = Date.now() + MINUTES * 60_000;
    for (let n = 1; Date.now() < end; ++n) {
      const game = await playGame(page, n);
      const mem = await memory(page, cdp);
      const row = { game: n, ...game, msPerAction: game.ms / game.actions, ...mem };
      rows.push(row);
      console.log(`game ${n}: ${game.actions} actions in ${(game.ms / 1000).toFixed(1)} s ` +
        `(${row.msPerAction.toFixed(0)} ms each), WebAssembly ${mem.wasmMiB.toFixed(1)} MiB, ` +
        `JS heap ${mem.jsHeapMiB.toFixed(1)} MiB`);
      if (problems.length) throw new Error(`the page reported: ${problems.join(' | ')}`);
    }
  } finally {
    await browser.close();
    await closeDisplay();
    site.server.closeAllConnections();
    site.server.close();
  }
  const pick = (i) => rows[Math.min(i, rows.length - 1)];
  const [first, tenth, last] = [pick(0), pick(9), rows[rows.length - 1]];
  console.log('\n| game | ms per action | WebAssembly MiB | JS heap MiB |\n|---|---:|---:|---:|');
  for (const r of [first, tenth, last]) {
    console.log(`| ${r.game} | ${r.msPerAction.toFixed(0)} | ${r.wasmMiB.toFixed(1)} | ${r.jsHeapMiB.toFixed(1)} |`);
  }
  const base = pick(1);
  const grew = last.wasmMiB > 1.5 * base.wasmMiB || last.jsHeapMiB > 1.5 * base.jsHeapMiB;
  if (grew) {
    console.log(`soak: memory grew from game ${base.game} to game ${last.game}`);
    process.exit(1);
  }
  console.log(`soak: ${rows.length} games in ${MINUTES} minutes, memory steady`);
}

main().catch((e) => {
  console.error(`soak: ${e.stack || e}`);
  process.exit(1);
});
