// Runs the shared search cases in the browser and leaves the outcome in
// window.searchHarness = {done, failures: [..], passed: N}, also printed into #report.
// The index (search_harness_index.js) is in small chunks, all loaded beforehand: a query
// finds every chunk and fragment it needs already registered.
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

  var index = api.prepareIndex(window.navdocsSearchIndex);
  check(index.chunks.length > 3, 'the index in several chunks: ' + index.chunks.length);
  var entries = [];
  for (var page = 0; page < index.pageCount; page++) {
    var fragment = api.fragmentOf(index, page);
    for (var i = 0; i < fragment.docs.length; i++) entries.push(api.entryOf(fragment, i));
  }
  check(entries.length === cases.documents.length, 'entry count ' + entries.length);
  var urls = cases.documents.map(function (d) { return d.url; }).sort();
  check(same(entries.map(function (e) { return e.url; }).sort(), urls), 'entry URLs round-trip');
  var why = entries.filter(function (e) { return e.url === 'rules/NB004.html#why'; })[0];
  check(why && same(why.breadcrumb, ['Rules', 'Back label too long']), 'breadcrumb of a section: its page\'s and its title');

  // Queries one after another: each calls back once its chunks and fragments are in.
  var queue = [];
  function query(q, then) { queue.push([q, then]); }
  function next() {
    if (!queue.length) { finish(); return; }
    var item = queue.shift();
    api.search(index, item[0], 10, function (found) { item[1](found); next(); });
  }

  cases.ranking.forEach(function (c) {
    query(c.query, function (found) {
      var first = found.results.length ? found.results[0].url : null;
      if (c.first !== undefined) {
        check(first === c.first, 'query ' + JSON.stringify(c.query) + ' ranked ' + first + ' first, expected ' + c.first);
      }
      if (c.count !== undefined) {
        check(found.total === c.count, 'query ' + JSON.stringify(c.query) + ' found ' + found.total + ', expected ' + c.count);
      }
    });
  });

  // Multi-word queries: pages with every word come before pages with some of them.
  query('large titles', function (found) {
    var both = found.results;
    check(both[0].matchedWords === 2 && both.slice(1).every(function (r) { return r.matchedWords <= 2; }),
      'entries matching all words first');
  });
  query('back label', function (found) {
    check(found.results[0].url === 'rules/NB004.html', 'the page with both words first: ' + found.results[0].url);
  });
  // Results are pages: one page's sections are listed under it, never as results of their own.
  query('title', function (found) {
    var pages = found.results.map(function (r) { return r.url.split('#')[0]; });
    check(pages.length > 2 && new Set(pages).size === pages.length, 'one result per page: ' + pages);
    var titles = found.results.filter(function (r) { return r.url.indexOf('guide/titles.html') === 0; })[0];
    check(titles && titles.sections.length === 2 && titles.sections.every(function (s) { return s.kind === 'section'; }),
      'the page\'s other matching sections are listed under it');
  });
  // A quoted phrase needs its words in one entry; the same words unquoted match more.
  query('"large collapses"', function (found) {
    check(found.total === 1 && found.results[0].url === 'guide/titles.html#large-titles', 'phrase words in one section');
  });
  query('"inline collapses"', function (found) { check(found.total === 0, 'phrase words in two sections do not match'); });
  query('inline collapses', function (found) { check(found.total === 1, 'the same words unquoted match the page'); });
  query('"zep', function (found) { check(found.total === 1, 'a quote not closed yet quotes nothing: the prefix still matches'); });
  // Typo tolerance is bounded: one edit from 4 characters, two from 8, none for identifiers.
  query('zepelin', function (found) { check(found.total === 1, 'one edit on a 7-letter word'); });
  query('zpelin', function (found) { check(found.total === 0, 'no second edit below 8 letters'); });
  query('zeppelni', function (found) { check(found.total === 1, 'a swap counts as one edit'); });
  query('zepelinn', function (found) { check(found.total === 1, 'two edits on an 8-letter word'); });
  function expansions(q) { return api.expand(index, q).map(function (m) { return index.terms[m.term]; }); }
  check(same(expansions('nb005'), []), 'no typo tolerance for rule IDs: ' + expansions('nb005'));
  check(same(expansions('zepelin'), ['zeppelin']), 'zepelin → zeppelin');
  check(same(expansions('nb00'), ['nb001', 'nb004']), 'nb00 → nb001, nb004 by prefix');
  check(api.editDistance('kitten', 'sitting', 3) === 3 && api.editDistance('abcd', 'wxyz', 1) === 2,
    'edit distance stops above its bound');

  // Only an exact rule ID or slug gets the rule weight, not a prefix or a near miss of one.
  query('nb004', function (found) { check(found.results[0].score === 100, 'exact rule ID has the rule weight'); });
  query('nb00', function (found) { check(found.results[0].score < 10, 'a rule ID prefix weighs like a title'); });
  query('title-too', function (found) { check(found.results[0].score < 10, 'a slug prefix weighs like a title'); });

  // Snippets are text: markup in content shows as text, never as elements.
  query('comes', function (found) {
    check(found.results.length === 1 && found.results[0].snippet.indexOf('<b>back</b>') >= 0, 'snippet keeps markup as text');
  });

  // More results come a page at a time, from where the first ones stopped.
  api.search(index, 'the', 2, function (found) {
    check(found.total > 4 && found.results.length === 2, 'the first two of ' + found.total);
    found.more(2, function (more) {
      var all = found.results.concat(more).map(function (r) { return r.url.split('#')[0]; });
      check(more.length === 2 && new Set(all).size === 4, 'the next two pages: ' + all);
      next();
    });
  });

  function finish() {
    // Query timing on this tiny index is no benchmark; search_bench.py measures the 10,000-page corpus.
    window.searchHarness = { done: true, failures: failures, passed: passed };
    document.getElementById('report').textContent = passed + ' passed, ' + failures.length + ' failed\n' + failures.join('\n');
  }
})();
