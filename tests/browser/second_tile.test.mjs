// A builder's second tile is the player's choice (issue 48, ruleset 7): at the offer the turn panel
// shows "Take the second tile" and "Leave it"; leaving it by a click passes the turn to the next player
// with nothing drawn, and the log says so; taking it (Enter, the default) draws the tile as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, appLogic, clickAt, corpusRecord, frames, openApp, setUpBrowsers, waitForWidgets, NO_MOTION } from './helpers.mjs';

const env = setUpBrowsers(['browser']);
// All six sets, 3 players, stopped where Cleo is offered her builder's second tile (ruleset 7).
const OFFER = () => corpusRecord('v8', '053-six-3p-second-tile-offer');

async function openAtOffer() {
  const { page, problems } = await openApp(env.browser.context, env.baseUrl, NO_MOTION);
  assert.deepEqual(await api(page, 'load', [OFFER()]), { ok: true });
  const st = await api(page, 'state');
  assert.equal(st.next.decision, 'second-tile', 'the record stops at the offer');
  const w = await waitForWidgets(page, ['second-tile-take', 'skip']);
  return { page, problems, st, w };
}

test('the offer of a builder\'s second tile: take it first, leave it beside', {
  timeout: 90_000, skip: appLogic('the offer taken by a click and by Enter below'),
}, async () => {
  const { page, problems, st, w } = await openAtOffer();
  assert.ok(w['second-tile-take'] && w.skip, `both buttons are on the turn panel (${Object.keys(w)})`);
  assert.ok(w['second-tile-take'].cy < w.skip.cy || w['second-tile-take'].cx < w.skip.cx, 'taking comes first');
  const texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.includes('Take the second tile') && texts.includes('Leave it'), `the buttons' words (${texts})`);
  assert.ok(texts.some((t) => t.includes('second tile') && t.includes(st.record.setup.players[st.next.player].name)),
    'the panel says whose builder offers what');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a player leaves the second tile by the page, and the next player draws', { timeout: 90_000 }, async () => {
  const { page, problems, st, w } = await openAtOffer();
  const player = st.next.player;
  const actions = st.record.actions.length;
  await clickAt(page, w.skip.cx, w.skip.cy);
  let after = await api(page, 'state');
  for (let i = 0; i < 50 && after.record.actions.length === actions; ++i) await frames(page, 1), after = await api(page, 'state');
  assert.deepEqual(after.record.actions.slice(actions), [{ type: 'skip' }], 'the record says "no" with a skip');
  assert.equal(after.next.player, (player + 1) % st.record.setup.players.length, 'the next player decides');
  assert.notEqual(after.next.decision, 'second-tile');
  const lines = await api(page, 'debug.logLines');
  const name = st.record.setup.players[player].name;
  assert.ok(lines.some((l) => (l.text || l).includes(`${name} leaves the builder's second tile`)),
    `the log tells it (${JSON.stringify(lines.slice(-5))})`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Enter takes the offered tile (the default), and the same player places it', { timeout: 90_000 }, async () => {
  const { page, problems, st } = await openAtOffer();
  const actions = st.record.actions.length;
  await page.keyboard.press('Enter');
  let after = await api(page, 'state');
  for (let i = 0; i < 50 && after.record.actions.length === actions; ++i) await frames(page, 1), after = await api(page, 'state');
  assert.deepEqual(after.record.actions.slice(actions), [{ type: 'second-tile' }]);
  assert.deepEqual([after.next.player, after.next.decision], [st.next.player, 'place'], 'the builder\'s player places again');
  // The replay, at its last step, says it in words (it said nothing for this action before).
  const w = await waitForWidgets(page, ['replay']);
  await clickAt(page, w.replay.cx, w.replay.cy);
  await waitForWidgets(page, ['replay-close']);
  const name = st.record.setup.players[st.next.player].name;
  const said = `${name} took a second tile, thanks to the builder.`;
  let texts = [];
  for (let i = 0; i < 30 && !texts.includes(said); ++i) await frames(page, 1), texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.includes(said), `the replay's words (${texts})`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the offer in another language', {
  timeout: 90_000, skip: appLogic('a catalogue fetched and used: languages.test'),
}, async () => {
  const { page, problems } = await openAtOffer();
  await api(page, 'language', ['de']);  // shell.js waits for the German texts
  assert.equal((await api(page, 'language')).language, 'de');
  await frames(page, 3);
  let texts = [];
  for (let i = 0; i < 50 && !texts.includes('Zweite Karte nehmen'); ++i) await frames(page, 1), texts = (await api(page, 'debug.texts')).map((t) => t.text);
  assert.ok(texts.includes('Zweite Karte nehmen') && texts.includes('Liegen lassen'), `the buttons in German (${texts})`);
  assert.deepEqual(problems, []);
  await page.close();
});
