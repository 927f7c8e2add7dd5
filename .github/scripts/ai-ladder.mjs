#!/usr/bin/env node
// The AI ladder (docs/ai.md): easy, normal and hard against greedy and against each other, on the base
// game and with every expansion, N games a pair. Games come in pairs on one deal with the seats swapped
// (`carcassonne match --paired 1`), every pair of levels plays the same deals, and each level thinks
// with the budget a player's browser gives it (the level's default: the page and its worker pass
// budget 0 too), so a run is reproducible to the game.
//
//   node .github/scripts/ai-ladder.mjs [--games 200] [--chunk 20] [--sets base,all] [--jobs 1]
//                                      [--pairs hard-normal,...] [--out ladder-results]
//                                      [--cli build/native/engine/carcassonne]
//   node .github/scripts/ai-ladder.mjs --table-only [--out ladder-results]
//
// Work goes in rounds of --chunk games for every pair, so that a run stopped early has about as many
// games for each pair. Every finished game is a line of OUT/games.jsonl; a new run skips the games
// already there (it resumes). The table (win rate of the first level with its 95% margin, ties counting
// half; mean score difference) is printed after every round and written to OUT/table.md.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PAIRS = [
  ['easy', 'greedy'], ['normal', 'greedy'], ['hard', 'greedy'],
  ['normal', 'easy'], ['hard', 'easy'], ['hard', 'normal'],
];
const SET_NAMES = { base: 'base game', all: 'every expansion' };

function options(argv) {
  const o = { games: 200, chunk: 20, sets: 'base,all', jobs: 1, pairs: '', out: 'ladder-results',
    cli: 'build/native/engine/carcassonne', tableOnly: false };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--table-only') { o.tableOnly = true; continue; }
    const v = argv[++i];
    if (v === undefined) throw new Error(`${k} needs a value`);
    if (k === '--games') o.games = Number(v);
    else if (k === '--chunk') o.chunk = Number(v);
    else if (k === '--sets') o.sets = v;
    else if (k === '--jobs') o.jobs = Number(v);
    else if (k === '--pairs') o.pairs = v;
    else if (k === '--out') o.out = v;
    else if (k === '--cli') o.cli = v;
    else throw new Error(`unknown option ${k}`);
  }
  // Whole deals only: each deal is played twice, A in each seat once.
  if (o.chunk % 2 || o.games % 2) throw new Error('--games and --chunk must be even (paired deals)');
  return o;
}

const key = (g) => `${g.set}/${g.a}/${g.b}/${g.game}`;

function readGames(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

// One chunk of games of a pair: `carcassonne match` prints a line per game on stderr.
function playChunk(o, set, [a, b], first, count) {
  const args = ['-n', '19', o.cli, 'match', '--a', a, '--b', b, '--paired', '1', '--games', String(count),
    '--first', String(first), '--seed', `ladder-${set}`, '--expansions', set];
  return new Promise((resolve, reject) => {
    const p = spawn('nice', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => { err += d; });
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(`match ${a} ${b} ${set} failed: ${err}`));
      const games = [];
      for (const m of err.matchAll(/^game (\d+): A \(\w+, seat (\d+)\) (-?\d+), best B (-?\d+)$/gm))
        games.push({ set, a, b, game: Number(m[1]), seat: Number(m[2]), aScore: Number(m[3]), bScore: Number(m[4]) });
      resolve(games);
    });
  });
}

function summary(games) {
  const n = games.length;
  const outcome = games.map((g) => (g.aScore > g.bScore ? 1 : g.aScore === g.bScore ? 0.5 : 0));
  const diff = games.map((g) => g.aScore - g.bScore);
  const mean = (v) => v.reduce((x, y) => x + y, 0) / v.length;
  const margin = (v) => {
    if (v.length < 2) return 0;
    const m = mean(v);
    return 1.96 * Math.sqrt(v.reduce((x, y) => x + (y - m) ** 2, 0) / (v.length - 1) / v.length);
  };
  return { n, win: mean(outcome), winMargin: margin(outcome), diff: mean(diff), diffMargin: margin(diff),
    aMean: mean(games.map((g) => g.aScore)), bMean: mean(games.map((g) => g.bScore)) };
}

function table(o, all) {
  const lines = ['| set | A vs B | games | A wins (95% margin) | mean score A - B | mean scores A / B |',
    '|-----|--------|------:|--------------------:|-----------------:|-------------------|'];
  for (const set of o.sets.split(',')) {
    for (const [a, b] of PAIRS) {
      const games = all.filter((g) => g.set === set && g.a === a && g.b === b);
      if (!games.length) continue;
      const s = summary(games);
      lines.push(`| ${SET_NAMES[set] ?? set} | ${a} vs ${b} | ${s.n} | ${(100 * s.win).toFixed(1)}% ± ${(100 * s.winMargin).toFixed(1)}% | ` +
        `${s.diff >= 0 ? '+' : ''}${s.diff.toFixed(1)} ± ${s.diffMargin.toFixed(1)} | ${s.aMean.toFixed(1)} / ${s.bMean.toFixed(1)} |`);
    }
  }
  return lines.join('\n') + '\n';
}

async function main() {
  const o = options(process.argv);
  mkdirSync(o.out, { recursive: true });
  const file = join(o.out, 'games.jsonl');
  const done = new Set(readGames(file).map(key));
  const report = () => {
    const t = table(o, readGames(file));
    writeFileSync(join(o.out, 'table.md'), t);
    process.stdout.write(`\n${new Date().toISOString()}\n${t}`);
  };
  if (o.tableOnly) return report();
  for (let first = 0; first < o.games; first += o.chunk) {
    const count = Math.min(o.chunk, o.games - first);
    const work = [];
    for (const set of o.sets.split(','))
      for (const pair of PAIRS) {
        if (o.pairs && !o.pairs.split(',').includes(pair.join('-'))) continue;  // only the pairs asked for
        const wanted = Array.from({ length: count }, (_, i) => key({ set, a: pair[0], b: pair[1], game: first + i }));
        if (!wanted.every((k) => done.has(k))) work.push([set, pair]);
      }
    // Up to --jobs matches at once, each appending its games as it ends.
    const queue = [...work];
    const worker = async () => {
      for (let w = queue.shift(); w; w = queue.shift()) {
        const games = await playChunk(o, w[0], w[1], first, count);
        for (const g of games) if (!done.has(key(g))) { appendFileSync(file, JSON.stringify(g) + '\n'); done.add(key(g)); }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, o.jobs) }, worker));
    report();
  }
}

main().catch((e) => { console.error(`ai-ladder: ${e.message}`); process.exit(1); });
