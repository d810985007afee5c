// "Spel klaar" confirmed at the table (core/services/tableentry.h): before a game counts, a player
// of another seat than the scorekeeper's checks the places shown on the phone and taps his own
// name, as at Bridgemate's East "JA". The scorekeeper's seat is asked once per table and round
// (kept for this tab). window.nkbBevestig(box, seats, keptKey, done, el, button): `seats` as the
// table's look gives them ({letter, naam}); done(scorekeeper's letter, confirming player's letter);
// el and button make the page's elements (tafel.js).
(function () {
  'use strict';
  window.nkbBevestig = function (box, seats, keptKey, done, el, button) {
    var keeper = null;
    try { keeper = sessionStorage.getItem(keptKey); } catch (e) { /* asked again */ }
    if (!seats.some(function (s) { return s.letter === keeper; })) keeper = null;
    function close() { box.hidden = true; box.replaceChildren(); }
    function ask() {
      box.replaceChildren();
      box.hidden = false;
      box.appendChild(el('p', 'vraag', keeper
        ? 'Medespeler (niet ' + keeper + '): controleer de uitslag hierboven en tik op je eigen naam. Pas dan telt het spel.'
        : 'Wie houdt de score bij op deze telefoon?'));
      var row = el('div', 'keuze');
      seats.forEach(function (s) {
        if (s.letter === keeper) return;
        row.appendChild(button(s.letter + ' ' + s.naam, 'knop speler', function () {
          if (!keeper) {
            keeper = s.letter;
            try { sessionStorage.setItem(keptKey, keeper); } catch (e) { /* this page only */ }
            ask();
            return;
          }
          close();
          done(keeper, s.letter);
        }));
      });
      box.appendChild(row);
      var more = el('div', 'keuze');
      if (keeper) more.appendChild(button('Iemand anders houdt de score bij', 'knop', function () { keeper = null; ask(); }));
      more.appendChild(button('Terug', 'knop', close));
      box.appendChild(more);
    }
    ask();
  };
})();
