// A player with a laptop on the open Wi-Fi (called by pages.test.js last). Round 3's table 1 is
// entered by its phone in real Chromium at 360 × 800 through a recording proxy that keeps every
// byte both ways, as a listener on the Wi-Fi would. Another client then uses what it recorded.
// Each step failed before the page signed its requests (docs/table-entry.md, "A caught code
// forges nothing"), when the code itself travelled in X-Tafelcode:
// - the code is nowhere in the recorded bytes;
// - every recorded write sent again is refused (its number is spent: 428), and nothing changes;
// - a recorded write with another body (a made-up finished game), another address, another
//   number or another phone, and a takeover, are refused (403), and nothing changes;
// - the phone still holds the table and writes on;
// - the director sees the attempts: serve's log names the table.
'use strict';
const net = require('net');
const path = require('path');

// Forwards 127.0.0.1:<its port> to the server and keeps what each connection carried.
function recordingProxy(target) {
  const connections = [];
  const server = net.createServer((client) => {
    const c = { sent: [], received: [] };
    connections.push(c);
    const upstream = net.connect(target, '127.0.0.1');
    client.on('data', (d) => { c.sent.push(Buffer.from(d)); upstream.write(d); });
    upstream.on('data', (d) => { c.received.push(Buffer.from(d)); client.write(d); });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, connections, port: server.address().port })));
}

// The requests in one connection's bytes: { head, body, raw }.
function requestsOf(bytes) {
  const out = [];
  let rest = Buffer.concat(bytes);
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.slice(0, end).toString('latin1');
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const length = m ? Number(m[1]) : 0;
    if (rest.length < end + 4 + length) break;
    out.push({ head, body: rest.slice(end + 4, end + 4 + length).toString('utf8'), raw: rest.slice(0, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

// One request on a connection of its own; the answer's status, headers and body.
function send(port, raw) {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(raw));
    let got = Buffer.alloc(0);
    s.on('data', (d) => {
      got = Buffer.concat([got, d]);
      const end = got.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = got.slice(0, end).toString('latin1');
      const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (got.length < end + 4 + (m ? Number(m[1]) : 0)) return;
      s.destroy();
      const header = (name) => { const h = new RegExp('\\r\\n' + name + ':\\s*([^\\r]*)', 'i').exec(head); return h ? h[1] : ''; };
      resolve({ status: Number(head.slice(9, 12)), header, body: got.slice(end + 4).toString('utf8') });
    });
    s.on('error', reject);
    setTimeout(() => { s.destroy(); reject(new Error('no answer')); }, 5000);
  });
}

// The request with another body (Content-Length made right), path, or header value.
function altered(request, { body, path: to, header }) {
  let head = request.head;
  if (to) head = head.replace(/^POST \S+/, 'POST ' + to).replace(/^GET \S+/, 'POST ' + to);
  if (header) head = head.replace(new RegExp('(\\r\\n' + header[0] + ':)[^\\r]*', 'i'), '$1 ' + header[1]);
  const b = body === undefined ? request.body : body;
  if (/\r\ncontent-length:/i.test(head)) head = head.replace(/(\r\ncontent-length:)\s*\d+/i, '$1 ' + Buffer.byteLength(b));
  else head += '\r\nContent-Type: application/json\r\nContent-Length: ' + Buffer.byteLength(b);
  return Buffer.concat([Buffer.from(head + '\r\n\r\n', 'latin1'), Buffer.from(b, 'utf8')]);
}

module.exports = async function eavesdrop({ browser, base, run, check, until, linkOnSheet, shots, said }) {
  run(['draw', '--round', '3', '--seed', '9']);
  const link = linkOnSheet(base, 1, 3);
  const code = link.split('#')[1];
  const names = (() => { const s = JSON.parse(run(['tables', '--round', '3'])); return (s.tables || s).find((t) => t.table === 1).players; })();
  const port = Number(new URL(base).port);
  const proxy = await recordingProxy(port);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(link.replace(':' + port + '/', ':' + proxy.port + '/'));
  await page.waitForSelector('#invoer:not([hidden])', { timeout: 15000 });
  const gifts = async () => (await page.$$('#giftenlijst li')).length;
  const answered = async () => !(await page.textContent('#spelkop')).includes('niet verzonden');
  async function gift(letter, expected) {
    await page.click(`#spelerknoppen button:text-is("${letter} ${names['ABCD'.indexOf(letter)]}")`);
    await page.fill('#bod', '40');
    await page.click('#uitslagen .keuze:nth-child(1) button:text-is("gewonnen")');
    await page.click('#opslaan');
    return until(page, async () => (await gifts()) === expected && (await answered()), 15000);
  }
  check(await gift('A', 1), 'round 3, table 1: gift 1 stored through the recording proxy');
  check(await gift('B', 2), 'gift 2 stored through the recording proxy');
  await page.waitForTimeout(3500); // a look or two more on the air

  const sent = proxy.connections.flatMap((c) => c.sent);
  const heard = Buffer.concat([...sent, ...proxy.connections.flatMap((c) => c.received)]);
  check(!heard.includes(code), 'the table\'s code is nowhere in what the Wi-Fi carried');
  const requests = proxy.connections.flatMap((c) => requestsOf(c.sent));
  const writes = requests.filter((r) => r.head.startsWith('POST /tafel/1/spel'));
  const looks = requests.filter((r) => r.head.startsWith('GET /tafel/1/stand'));
  check(writes.length >= 2 && looks.length >= 1, `recorded ${writes.length} writes and ${looks.length} looks`);
  const stored = () => {
    const g = (JSON.parse(run(['export'])).games || []).find((x) => x.round === 3 && x.table === 1 && x.game === 1);
    return JSON.stringify(g || null);
  };
  const before = stored();
  check(JSON.parse(before).game_record.giften.length === 2 && !JSON.parse(before).finished, 'the store has the two gifts, not counted');

  // Every recorded write sent again, as it was.
  const replayed = [];
  for (const w of writes) replayed.push((await send(port, w.raw)).status);
  check(replayed.every((s) => s === 428), `recorded writes sent again are refused: ${replayed.join(', ')}`);
  // A made-up finished game on a recorded write's signature; the same with a number the server
  // gave to a recorded look sent again (looks are read-only: that one is answered).
  const last = writes[writes.length - 1];
  const forged = JSON.parse(last.body);
  forged.giften = [forged.giften[0], forged.giften[0], forged.giften[0]];
  forged.klaar = true;
  const look = await send(port, looks[looks.length - 1].raw);
  check(look.status === 200 && look.header('X-Tafelnonce') !== '', 'a recorded look sent again is read (it changes nothing)');
  const attempts = {
    'a made-up finished game': altered(last, { body: JSON.stringify(forged) }),
    'the same with a fresh number': altered(last, { body: JSON.stringify(forged), header: ['X-Tafelnonce', look.header('X-Tafelnonce')] }),
    'the write with a fresh number': altered(last, { header: ['X-Tafelnonce', look.header('X-Tafelnonce')] }),
    'a takeover with the write\'s signature': altered(last, { path: '/tafel/1/overnemen', body: JSON.stringify({ telefoon: forged.telefoon }) }),
    'a takeover for another phone': altered(looks[0], { path: '/tafel/1/overnemen', body: '{"telefoon":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}',
      header: ['X-Telefoon', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'] }),
    'the write on table 2': altered(last, { path: '/tafel/2/spel' }),
  };
  for (const [what, raw] of Object.entries(attempts)) {
    const a = await send(port, raw);
    check(a.status === 403, `${what}: ${a.status}`);
  }
  check(stored() === before, 'after every attempt the store holds the same game, not counted');

  // The phone still holds the table and writes on.
  await page.waitForTimeout(3500);
  check(await page.isHidden('#overnemen'), 'the phone is not asked to take its own table back');
  check(await gift('C', 3), 'the phone stores gift 3 after the attempts');
  await page.screenshot({ path: path.join(shots, 'tafel-na-afluisteren-360.png'), fullPage: true });
  check(JSON.parse(stored()).game_record.giften.length === 3, 'the store has the phone\'s third gift');
  const log = said();
  check(log.includes('tafel 1, verzoek zonder geldige tafelcode') && !log.includes(code),
    'serve\'s log names the table that was tried, never its code');
  await context.close();
  proxy.server.close();
};
