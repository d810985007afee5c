// The table page (/tafel/N, core/web/tablepage.cpp): the code from the address's fragment (kept on
// the phone, never sent: tafelteken.js signs each request with it), the table's look every 3
// seconds, and, with entry at the table on, the gifts typed on the phone.
// Every gift is sent as the whole game so far, naming the stored state it builds on ("basis", as
// the server last gave it; never this phone's clock). The server's engine judges it (the same as
// at the desk) and stores it, or names the gift and the rule. A write built on an older state that
// would change what is stored (another tab, a reload on an old look) is refused with the game as
// stored: the page shows it, with this phone's own gifts after it, and the scorekeeper chooses.
// What is not yet answered is kept in localStorage and sent again when the Wi-Fi is back. Names
// go in as text, never as HTML.
(function () {
  'use strict';
  var main = document.getElementById('tafel');
  if (!main) return;
  var table = main.getAttribute('data-tafel');
  var key = 'nkb-tafelcode-' + table;
  var doneKey = 'nkb-tafel-' + table + '-klaar';
  var status = document.getElementById('tafelstatus');
  var shape = /^[A-Z2-7]{26}$/;
  var given = location.hash.replace(/^#/, '');
  var code = null;
  try {
    if (shape.test(given)) {
      sessionStorage.setItem(key, given);
      sessionStorage.removeItem(doneKey);
    }
    code = sessionStorage.getItem(key);
  } catch (e) { /* no storage (a private tab): the code lives in this page only */ }
  if (!code && shape.test(given)) code = given;
  if (location.hash) history.replaceState(null, '', location.pathname);
  var phone = null;
  try { phone = localStorage.getItem('nkb-telefoon'); } catch (e) { /* none kept */ }
  if (!phone || !/^[0-9a-f]{32}$/.test(phone)) {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    phone = Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
    try { localStorage.setItem('nkb-telefoon', phone); } catch (e) { /* this page only */ }
  }
  var IRR = [['verzaking', 'verzaking'], ['vals_roemen', 'vals roemen'], ['wrong_card_count', 'verkeerd aantal kaarten'],
    ['out_of_turn', 'buiten de beurt gespeeld'], ['revealing', 'kaarten verraden'], ['misere_no_trump', 'misère zonder troef']];
  var timer = null, stand = null, game = 0, gifts = [], basis = '', verdict = null, held = false, busy = false;
  var pick = { spelers: [], won: {} };
  var unsent = null; // the write not yet answered (also when storage is refused)
  var later = [];    // gifts typed after one the engine refused: they follow its correction
  var mine = [];     // this phone's gifts that met another stored state: the scorekeeper chooses
  var writtenAt = 0; // the change that stored this phone's last write: an older look is not taken
  var finished = false;
  function $(id) { return document.getElementById(id); }
  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(text, className, onClick) {
    var b = el('button', className, text);
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }
  function say(text, wrong) {
    status.textContent = text;
    status.className = wrong ? 'status offline' : 'status';
  }
  function alertText(text) {
    var m = $('melding');
    m.textContent = text || '';
    m.hidden = !text;
  }
  // The code never leaves the phone: each request is signed with it (tafelteken.js).
  function signed(method, path, body) { return window.nkbTafel.fetch(code, phone, method, path, body); }
  function pointsText(p) { return p + (p === 1 ? ' punt' : ' punten'); }
  function pendingKey() { return 'nkb-tafel-' + table + '-wacht'; }
  function pending() {
    try { return JSON.parse(localStorage.getItem(pendingKey()) || 'null'); } catch (e) { return null; }
  }
  function keep(w) {
    try {
      if (w) localStorage.setItem(pendingKey(), JSON.stringify(w)); else localStorage.removeItem(pendingKey());
    } catch (e) { /* kept in this page only */ }
  }
  // The game as typed on this phone: the server's gifts, and what is not yet answered.
  function typedBase() { return unsent && unsent.spel === game ? unsent.giften : gifts; }
  function letterOf(name) {
    var s = stand.spelers.filter(function (p) { return p.naam === name; })[0];
    return s ? s.letter : '?';
  }
  function stop() { if (timer) { clearInterval(timer); timer = null; } }
  function showTable() {
    var seats = el('ol', 'zitplaatsen');
    stand.spelers.forEach(function (s) {
      var li = el('li');
      li.appendChild(el('b', 'letter', s.letter));
      li.appendChild(el('span', 'naam', s.naam));
      seats.appendChild(li);
    });
    var list = el('ul', 'tafelspellen');
    stand.spellen.forEach(function (g) {
      var text = 'Spel ' + g.spel + ': ';
      if (g.stand === 'klaar')
        text += 'klaar · ' + g.punten.map(function (p, i) { return stand.spelers[i].letter + ' ' + p; }).join(' · ');
      else if (g.stand === 'eerste') text += 'opgeslagen; de wedstrijdtafel typt het formulier als tweede invoer';
      else text += g.stand === 'bezig' ? 'wordt ingevoerd' : 'nog niet ingevoerd';
      list.appendChild(el('li', 'spel-' + g.stand, text));
    });
    var title = el('h2', '', stand.ronde === 0 ? 'Finale · Tafel ' + stand.tafel : 'Ronde ' + stand.ronde + ' · Tafel ' + stand.tafel);
    // The rule set the gifts are judged by; another than the NK's with where it differs.
    var regels = stand.spelregels || { anders: [] };
    var rules = el('ul', 'spelregels');
    regels.anders.forEach(function (line) { rules.appendChild(el('li', '', line)); });
    $('tafelinhoud').replaceChildren(title, seats, list, el('p', 'spelregels', 'Spelregels: ' + (regels.titel || '')), rules);
    main.setAttribute('data-geopend', '1');
  }
  function giftLine(g, v) {
    if (g.redeal) return 'opnieuw gegeven';
    // Judged: as the engine read it; not yet (kept on the phone): as typed.
    var said = v ? v.won : (typeof g.won === 'boolean' ? null : g.won || {});
    var won = said ? Object.keys(said).map(function (n) { return letterOf(n) + (said[n] ? ' gewonnen' : ' verloren'); })
      .join(', ') : (g.won ? 'gewonnen' : 'verloren');
    return (v ? 'gever ' + letterOf(v.dealer) + ' · ' : '') + (g.spelers || []).map(letterOf).join('+') + ' ' +
      (g.contract || '') + ' · ' + won + (g.irregularity ? ' · ' + g.irregularity.kind.replace(/_/g, ' ') + ' ' +
      letterOf(g.irregularity.by) : '');
  }
  function statusLine(v) {
    return stand.spelers.map(function (s) { return s.letter + ' ' + (v.status[s.naam] || ''); }).join(' · ');
  }
  function showGifts() {
    $('spelkop').textContent = 'Spel ' + game + (unsent ? ' · nog niet verzonden' : '');
    var list = $('giftenlijst');
    list.replaceChildren();
    var shown = typedBase();
    shown.forEach(function (g, i) {
      var v = i < gifts.length && verdict && verdict.giften ? verdict.giften[i] : null;
      var li = el('li', v ? 'gift' : 'gift wacht');
      li.appendChild(el('span', 'giftregel', giftLine(g, v) + (v ? '' : ' · nog niet beoordeeld')));
      if (v) li.appendChild(el('span', 'statusregel', statusLine(v)));
      list.appendChild(li);
    });
    mine.forEach(function (g) {
      list.appendChild(el('li', 'gift wacht botsing', giftLine(g, null) + ' · van deze telefoon, niet opgeslagen'));
    });
    var last = verdict && verdict.giften && verdict.giften.length ? verdict.giften[verdict.giften.length - 1] : null;
    $('gever').textContent = last && !unsent ? 'Gever gift ' + (gifts.length + 1) + ': ' + letterOf(last.next_dealer) +
      ' ' + last.next_dealer : '';
    var done = verdict && verdict.ok && verdict.finished;
    $('botsing').hidden = mine.length === 0;
    $('giftform').hidden = !!done || mine.length > 0;
    $('terug').hidden = gifts.length === 0 || !!unsent || mine.length > 0;
    $('klaar').hidden = !done || mine.length > 0;
    if ($('klaar').hidden) $('bevestigen').hidden = true;
    var result = $('uitslag');
    result.replaceChildren();
    if (done) {
      result.appendChild(el('h3', '', 'Uitslag'));
      var ol = el('ol', 'plaatsen');
      verdict.result.slice().sort(function (a, b) { return (a.place || 9) - (b.place || 9); }).forEach(function (p) {
        ol.appendChild(el('li', '', letterOf(p.name) + ' ' + p.name + ': ' + p.status + ', ' + pointsText(p.points)));
      });
      result.appendChild(ol);
    }
    $('giftnr').textContent = String(shown.length + 1);
  }
  function showPicks() {
    Array.prototype.forEach.call($('spelerknoppen').children, function (b) {
      b.setAttribute('aria-pressed', pick.spelers.indexOf(b.value) >= 0 ? 'true' : 'false');
    });
    var box = $('uitslagen');
    box.replaceChildren();
    pick.spelers.forEach(function (n) {
      var row = el('div', 'keuze');
      row.appendChild(el('span', 'wie', letterOf(n) + ' ' + n));
      [true, false].forEach(function (w) {
        var b = button(w ? 'gewonnen' : 'verloren', 'knop', function () { pick.won[n] = w; showPicks(); });
        b.setAttribute('aria-pressed', pick.won[n] === w ? 'true' : 'false');
        row.appendChild(b);
      });
      box.appendChild(row);
    });
  }
  function clearForm() {
    pick = { spelers: [], won: {} };
    $('bod').value = '';
    $('onregelmatigheid').value = '';
    $('door').value = '';
    showPicks();
  }
  function buildForm() {
    var box = $('spelerknoppen');
    box.replaceChildren();
    stand.spelers.forEach(function (s) {
      var b = button(s.letter + ' ' + s.naam, 'knop speler', function () {
        var i = pick.spelers.indexOf(s.naam);
        if (i >= 0) { pick.spelers.splice(i, 1); delete pick.won[s.naam]; } else pick.spelers.push(s.naam);
        showPicks();
      });
      b.value = s.naam;
      box.appendChild(b);
    });
    // The bids and irregularities of the tournament's rule set, as the desk offers them.
    var regels = stand.spelregels || {}, bids = regels.biedingen || ['40', 'misere', 'zwabber', 'bonaak'];
    $('bod').placeholder = bids.join(', ');
    $('bodknoppen').replaceChildren.apply($('bodknoppen'), bids.filter(function (b) { return !/^[0-9]+$/.test(b); })
      .map(function (b) { return button(b === 'misere' ? 'misère' : b, 'knop', function () { $('bod').value = b; }); }));
    $('onregelmatigheid').closest('details').hidden = regels.onregelmatigheden === false;
    var door = $('door');
    door.replaceChildren(el('option', '', '(wie)'));
    door.firstChild.value = '';
    stand.spelers.forEach(function (s) { var o = el('option', '', s.letter + ' ' + s.naam); o.value = s.naam; door.appendChild(o); });
    main.setAttribute('data-form', '1');
  }
  // A refused gift back in the form, to be corrected.
  function fillForm(g) {
    clearForm();
    if (!g || g.redeal) return;
    pick.spelers = (g.spelers || []).slice();
    pick.spelers.forEach(function (n) { pick.won[n] = typeof g.won === 'boolean' ? g.won : (g.won || {})[n]; });
    $('bod').value = g.contract || '';
    $('onregelmatigheid').value = g.irregularity ? g.irregularity.kind : '';
    $('door').value = g.irregularity ? g.irregularity.by : '';
    showPicks();
  }
  function typedGift() {
    if (!pick.spelers.length) return 'Kies de Speler (bij misère: alle Spelers).';
    var bid = $('bod').value.trim();
    if (!bid) return 'Vul het bod in.';
    var won = {};
    for (var i = 0; i < pick.spelers.length; ++i) {
      if (pick.won[pick.spelers[i]] === undefined) return 'Kies gewonnen of verloren voor ' + pick.spelers[i] + '.';
      won[pick.spelers[i]] = pick.won[pick.spelers[i]];
    }
    var g = { spelers: pick.spelers.slice(), contract: bid, won: pick.spelers.length === 1 ? won[pick.spelers[0]] : won };
    var kind = $('onregelmatigheid').value, by = $('door').value;
    if (kind || by) {
      if (!kind || !by) return 'Kies bij een onregelmatigheid wat er gebeurde en door wie.';
      g.irregularity = { kind: kind, by: by };
    }
    return g;
  }
  // The gifts two lists share from the start (the server's gifts carry the dealer it filled in).
  function plain(g) {
    var won = g.won;
    if (typeof won === 'boolean' && (g.spelers || []).length === 1) { won = {}; won[g.spelers[0]] = g.won; }
    return JSON.stringify({ s: g.spelers || [], c: g.contract || '', w: won || null, r: !!g.redeal,
      i: g.irregularity ? [g.irregularity.kind, g.irregularity.by] : null });
  }
  function same(a, b) { return plain(a) === plain(b); }
  function common(a, b) {
    var n = 0;
    while (n < a.length && n < b.length && same(a[n], b[n])) ++n;
    return n;
  }
  // Every game of the table is stored: the page says so and stops asking (the round's codes end
  // when its last table is done, and a look then would only say the code no longer counts).
  function tableDone(text) {
    finished = true;
    stop();
    try { sessionStorage.setItem(doneKey, '1'); } catch (e) { /* this page only */ }
    $('invoer').hidden = true;
    $('overnemen').hidden = true;
    alertText('');
    $('uitleg').textContent = text;
    say('Deze tafel is klaar.', false);
  }
  function lastGame(n) { return stand && n >= (stand.spellen_per_ronde || stand.spellen.length); }
  function stored(w, a) {
    gifts = a.giften || w.giften;
    basis = a.basis || '';
    verdict = a.oordeel;
    held = true;
    writtenAt = Math.max(writtenAt, a.wijziging || 0);
    if (w.klaar || a.wacht_op_tweede) {
      // The table's list says it at once, with the places the engine gave.
      var shown = stand ? stand.spellen.filter(function (g) { return g.spel === w.spel; })[0] : null;
      if (shown && verdict && verdict.result) {
        shown.stand = a.wacht_op_tweede ? 'eerste' : 'klaar';
        shown.punten = stand.spelers.map(function (s) {
          var p = verdict.result.filter(function (r) { return r.name === s.naam; })[0];
          return p ? p.points : 0;
        });
        showTable();
      }
      var what = 'Spel ' + w.spel + ' is opgeslagen' + (a.wacht_op_tweede
        ? '; de wedstrijdtafel typt het formulier als tweede invoer.' : ' en telt.');
      if (lastGame(w.spel)) {
        tableDone(what + ' Deze tafel is klaar: lever het formulier in bij de wedstrijdtafel.');
        return false;
      }
      say(what, false);
      alertText('');
      game = 0;
      gifts = [];
      basis = '';
      verdict = null;
      look();
      return false;
    }
    say('Opgeslagen: gift ' + gifts.length + ' van spel ' + w.spel + '.', false);
    return true;
  }
  // keepForm: a write of the gifts before a refused one, while that one waits in the form.
  function send(w, keepForm) {
    unsent = w;
    keep(w);
    busy = true;
    showGifts();
    return signed('POST', '/tafel/' + table + '/spel', JSON.stringify(w))
      .then(function (r) { return r.json().catch(function () { return {}; }).then(function (a) { return [r.status, a]; }); })
      .then(function (sa) {
        var s = sa[0], a = sa[1];
        busy = false;
        if (s === 429 || s >= 500) { say('Nog niet opgeslagen; de pagina probeert het zo opnieuw.', true); return; }
        unsent = null;
        keep(null);
        if (s === 200) {
          if (!keepForm) alertText('');
          if (!stored(w, a)) return;
        } else if (s === 409 && a.botsing) {
          // Another state was stored meanwhile: it is shown, this phone's own gifts after it.
          gifts = a.giften || [];
          basis = a.basis || '';
          verdict = a.oordeel || null;
          mine = w.verbetering ? [] : w.giften.slice(common(w.giften, gifts)).concat(later);
          later = [];
          alertText(a.melding + (w.verbetering ? ' De verbetering is niet doorgevoerd.' : ''));
        } else if (s === 409 && a.houder === 'ander') {
          unsent = w; keep(w); held = true; look();
        } else if (s === 403) {
          look();
        } else if (s === 422 && a.oordeel && a.oordeel.gift > 0 && a.oordeel.gift <= w.giften.length) {
          // The engine refused gift k: it goes back into the form; the gifts before it are stored
          // (they were typed offline with it), the ones after it follow its correction.
          var k = a.oordeel.gift;
          fillForm(w.giften[k - 1]);
          later = w.giften.slice(k);
          alertText(a.melding + (later.length ? ' Daarna wachten nog ' + later.length +
            (later.length === 1 ? ' gift' : ' giften') + ' op deze telefoon; ze gaan mee met de verbeterde gift.' : ''));
          if (k - 1 > gifts.length) {
            send({ telefoon: phone, spel: w.spel, basis: w.basis, giften: w.giften.slice(0, k - 1), klaar: false }, true);
            return;
          }
        } else {
          alertText(a.melding || ('Niet opgeslagen (' + s + ').'));
        }
        showGifts();
      })
      .catch(function () {
        busy = false;
        // Kept on the phone (unsent): the scorekeeper types on, every gift goes along when back.
        say('Geen verbinding: de gift is bewaard op deze telefoon en gaat mee zodra er weer verbinding is.', true);
        showGifts();
      });
  }
  // keeper, confirmer: with "Spel klaar", the seats of the scorekeeper and of who confirmed.
  function write(giften, klaar, verbetering, keeper, confirmer) {
    alertText('');
    var w = { telefoon: phone, spel: game, basis: basis, giften: giften, klaar: !!klaar };
    if (verbetering) w.verbetering = true;
    if (klaar) { w.schrijver = keeper; w.bevestigd = confirmer; }
    send(w);
  }
  function takeOver() {
    signed('POST', '/tafel/' + table + '/overnemen', JSON.stringify({ telefoon: phone }))
      .then(function () { held = true; look(); })
      .catch(function () { say('Geen verbinding met de wedstrijdtafel.', true); });
  }
  function entry() {
    var section = $('invoer'), other = $('overnemen');
    if (!stand.invoer) {
      section.hidden = true;
      $('uitleg').textContent = 'Invoer aan tafel staat vandaag uit: vul het papieren formulier in en lever het in bij de wedstrijdtafel.';
      return;
    }
    $('uitleg').textContent = '';
    if (stand.houder === 'ander') {
      section.hidden = true;
      other.hidden = false;
      $('overnemenuitleg').textContent = held
        ? 'Een andere telefoon heeft deze tafel overgenomen; deze telefoon voert niets meer in.'
        : 'Een andere telefoon voert deze tafel al in. Neem je het over, dan stopt die telefoon.';
      return;
    }
    other.hidden = true;
    var open = stand.spellen.filter(function (g) { return g.stand !== 'klaar' && g.stand !== 'eerste'; })[0];
    if (!open) {
      tableDone('Alle spellen van deze tafel zijn opgeslagen. Lever het formulier in bij de wedstrijdtafel.');
      return;
    }
    if (!main.getAttribute('data-form')) buildForm();
    section.hidden = false;
    var p = unsent || pending();
    if (p && p.spel === open.spel && !busy) {
      // Not yet answered (offline, or a page reloaded meanwhile): sent again, what is being typed stays.
      if (game !== open.spel) { game = open.spel; gifts = open.giften || []; basis = open.basis || ''; verdict = open.oordeel || null; }
      send(p, true);
      return;
    }
    if (p && p.spel !== open.spel) { unsent = null; keep(null); }
    // The table's look replaces the gifts shown only when it has seen this phone's last write: a look
    // read a moment before it would show an older state (a write built on it is refused anyway).
    var fresh = (stand.wijziging || 0) >= writtenAt;
    if (!busy && !unsent && (game !== open.spel || (fresh && (open.basis || '') !== basis))) {
      if (game !== open.spel) { alertText(''); mine = []; }
      game = open.spel;
      gifts = open.giften || [];
      basis = open.basis || '';
      verdict = open.oordeel || null;
    }
    showGifts();
  }
  function look() {
    if (finished) return;
    signed('GET', '/tafel/' + table + '/stand')
      .then(function (r) {
        if (r.status === 403) {
          stop();
          var wasDone = false;
          try { wasDone = sessionStorage.getItem(doneKey) === '1'; sessionStorage.removeItem(key); } catch (e) { /* nothing kept */ }
          return r.text().then(function (t) {
            $('tafelinhoud').replaceChildren();
            $('invoer').hidden = true;
            $('overnemen').hidden = true;
            main.removeAttribute('data-geopend');
            if (wasDone) {
              $('uitleg').textContent = 'Alle spellen van deze tafel zijn opgeslagen; deze tafel is klaar.';
              say('De code van deze ronde is afgelopen.', false);
            } else {
              say(t.trim(), true);
            }
            return null;
          });
        }
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      })
      .then(function (s) {
        if (!s || finished) return;
        stand = s;
        if (s.houder === 'jij') held = true;
        showTable();
        entry();
        if (!unsent && !finished) {
          var d = new Date();
          say('Bijgewerkt om ' + [d.getHours(), d.getMinutes(), d.getSeconds()].map(function (n) {
            return (n < 10 ? '0' : '') + n; }).join(':'), false);
        }
      })
      .catch(function () { say('Geen verbinding met de wedstrijdtafel; de pagina probeert het opnieuw.', true); });
  }
  if (!code) {
    say('Scan de QR-code op het wedstrijdformulier van je tafel: die opent deze pagina met de code van de tafel.', false);
    return;
  }
  var kind = $('onregelmatigheid');
  IRR.forEach(function (k) { var o = el('option', '', k[1]); o.value = k[0]; kind.appendChild(o); });
  $('opslaan').addEventListener('click', function () {
    if (busy) return;
    var g = typedGift();
    if (typeof g === 'string') { alertText(g); return; }
    write(typedBase().concat([g], later), false);
    later = [];
    // The gift is in the write now: the form is free for the next one at once (an answer that
    // comes while the next gift is being typed leaves it alone).
    clearForm();
  });
  $('opnieuw').addEventListener('click', function () {
    if (busy) return;
    write(typedBase().concat([{ redeal: true }], later), false);
    later = [];
  });
  $('terug').addEventListener('click', function () {
    if (busy || unsent || !gifts.length) return;
    if (!confirm('Gift ' + gifts.length + ' terugnemen?')) return;
    write(gifts.slice(0, -1), false, true);
  });
  $('botsingverder').addEventListener('click', function () {
    if (busy || !mine.length) return;
    var add = mine;
    mine = [];
    write(gifts.concat(add), false);
  });
  $('botsingweg').addEventListener('click', function () {
    if (busy) return;
    mine = [];
    alertText('');
    showGifts();
  });
  $('klaar').addEventListener('click', function () {
    if (busy || unsent) return;
    // A player of another seat confirms the places before the game counts (tafelbevestig.js).
    window.nkbBevestig($('bevestigen'), stand.spelers, 'nkb-tafel-' + table + '-ronde-' + stand.ronde + '-schrijver',
      function (keeper, confirmer) { if (!busy && !unsent) write(gifts, true, false, keeper, confirmer); }, el, button);
  });
  $('overnemenknop').addEventListener('click', takeOver);
  look();
  timer = setInterval(look, 3000);
})();
