// The director's announcement (issue 40) on a phone at 360 px: made with `announce` as the desk's
// Bewerken → Mededeling… makes it, on the open page within 5 s without a reload, shown as text
// (what looks like markup stays text), and gone again within 5 s when withdrawn.
'use strict';
const path = require('path');

module.exports = async function announcement({ page, run, check, until, shots }) {
  const text = 'De finale begint om 18:30 <b>niet eerder</b>';
  const started = Date.now();
  run(['announce', text]);
  const textOf = async (p) => { const e = await p.$('.mededeling'); return e ? e.textContent() : null; };
  const shown = await until(page, async (p) => (await textOf(p)) === text, 8000);
  const took = Date.now() - started;
  check(shown && took < 5000, `the announcement stood on the open page after ${took} ms`);
  check((await page.$$('.mededeling b')).length === 0, 'the announcement is text, not markup');
  const box = await page.$eval('.mededeling', (e) => e.getBoundingClientRect().right);
  check(box <= 360, `the announcement fits the 360 px phone (right edge ${box})`);
  await page.screenshot({ path: path.join(shots, 'mededeling-360.png') });
  console.log(`announcement after ${took} ms`);
  const withdrawn = Date.now();
  run(['announce', '--withdraw']);
  const gone = await until(page, async (p) => (await p.$('.mededeling')) === null, 8000);
  check(gone && Date.now() - withdrawn < 5000, `the announcement was gone after ${Date.now() - withdrawn} ms`);
};
