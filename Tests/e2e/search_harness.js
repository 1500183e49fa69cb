// Runs the shared search cases in the browser and leaves the outcome in
// window.searchHarness = {done, failures: [..], passed: N}, also printed into #report.
(function () {
  'use strict';
  var api = window.navdocsSearch, cases = window.navdocsSearchCases;
  var failures = [], passed = 0;
  function check(ok, what) { if (ok) passed++; else failures.push(what); }
  function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }

  cases.tokenizer.forEach(function (c) {
    var got = api.tokenize(c.text);
    check(same(got, c.terms), 'tokenize ' + JSON.stringify(c.text) + ' gave ' + JSON.stringify(got) +
      ', expected ' + JSON.stringify(c.terms));
  });

  var index = api.prepareIndex(window.navdocsSearchIndex, window.navdocsSearchShards);
  check(index.shards.length === 3, 'the index in three shards, merged: ' + index.shards.length);
  var entries = [];
  for (var i = 0; i < index.entryCount; i++) entries.push(api.entryOf(index, i));
  check(entries.length === cases.documents.length, 'entry count ' + entries.length);
  var urls = cases.documents.map(function (d) { return d.url; }).sort();
  check(same(entries.map(function (e) { return e.url; }).sort(), urls), 'entry URLs round-trip');
  var why = entries.filter(function (e) { return e.url === 'rules/NB004.html#why'; })[0];
  check(why && same(why.breadcrumb, ['Rules', 'Back label too long']), 'breadcrumb from the crumb trie');

  cases.ranking.forEach(function (c) {
    var found = api.search(index, c.query, 10);
    var first = found.results.length ? found.results[0].url : null;
    if (c.first !== undefined) {
      check(first === c.first, 'query ' + JSON.stringify(c.query) + ' ranked ' + first + ' first, expected ' + c.first);
    }
    if (c.count !== undefined) {
      check(found.total === c.count, 'query ' + JSON.stringify(c.query) + ' found ' + found.total + ', expected ' + c.count);
    }
  });

  // Multi-word queries: entries with every word come before entries with some of them.
  var both = api.search(index, 'large titles', 10).results;
  check(both[0].matchedWords === 2 && both.slice(1).every(function (r) { return r.matchedWords <= 2; }),
    'entries matching all words first');
  // Typo tolerance is bounded: one edit from 4 characters, two from 8, none for identifiers.
  check(api.search(index, 'zepelin', 10).total === 1, 'one edit on a 7-letter word');
  check(api.search(index, 'zpelin', 10).total === 0, 'no second edit below 8 letters');
  check(api.search(index, 'zeppelni', 10).total === 1, 'a swap counts as one edit');
  check(api.search(index, 'zepelinn', 10).total === 1, 'two edits on an 8-letter word');
  function expansions(q) { return api.expand(index, q).map(function (m) { return index.terms[m.term]; }); }
  check(same(expansions('nb005'), []), 'no typo tolerance for rule IDs: ' + expansions('nb005'));
  check(same(expansions('zepelin'), ['zeppelin']), 'zepelin → zeppelin');
  check(same(expansions('nb00'), ['nb001', 'nb004']), 'nb00 → nb001, nb004 by prefix');
  check(api.editDistance('kitten', 'sitting', 3) === 3 && api.editDistance('abcd', 'wxyz', 1) === 2,
    'edit distance stops above its bound');

  // Only an exact rule ID or slug gets the rule weight, not a prefix or a near miss of one.
  check(api.search(index, 'nb004', 10).results[0].score === 100, 'exact rule ID has the rule weight');
  check(api.search(index, 'nb00', 10).results[0].score < 10, 'a rule ID prefix weighs like a title');
  check(api.search(index, 'title-too', 10).results[0].score < 10, 'a slug prefix weighs like a title');

  // Snippets are text: markup in content shows as text, never as elements.
  var found = api.search(index, 'comes', 10);
  check(found.results.length === 1 && found.results[0].snippet.indexOf('<b>back</b>') >= 0, 'snippet keeps markup as text');

  // Query timing on this tiny index is no benchmark; search_bench.py measures the 1,000-page corpus.
  window.searchHarness = { done: true, failures: failures, passed: passed };
  document.getElementById('report').textContent = passed + ' passed, ' + failures.length + ' failed\n' + failures.join('\n');
})();
