// The monkey in CI (tests/browser/monkey.mjs says what it does and checks): a short fixed stream of
// random input in each engine, its seed fixed per engine so that a run of the same commit makes the same
// choices (CARC_MONKEY_SEED and CARC_MONKEY_ACTIONS change them; .github/scripts/monkey.sh runs it for
// as long as one wants, with a new seed each time unless given one).
import { test } from 'node:test';
import { ENGINE, setUpBrowsers } from './helpers.mjs';
import { runMonkey } from './monkey.mjs';

const env = setUpBrowsers([]);
const SEEDS = { chromium: 4601, firefox: 4602, webkit: 4603 };
const ACTIONS = { chromium: 100, firefox: 60, webkit: 40 };

const seed = Number(process.env.CARC_MONKEY_SEED || SEEDS[ENGINE]);
const actions = Number(process.env.CARC_MONKEY_ACTIONS || ACTIONS[ENGINE]);
const seconds = Number(process.env.CARC_MONKEY_SECONDS || Infinity);
const timeout = Number.isFinite(seconds) ? (seconds + 300) * 1000 : 600_000;

test(`the monkey: ${Number.isFinite(seconds) ? `${seconds} s of` : actions} random actions through the page's own input, no fault`, { timeout }, async (t) => {
  const result = await runMonkey({ baseUrl: env.baseUrl, seed, actions, seconds });
  t.diagnostic(`monkey: ${JSON.stringify(result)}`);
});
