/* navdocs site search. No dependencies, no network beyond the site's own files.
 * Loads {{root}}search-index.js and the shards it lists with <script> elements (works from
 * file://) on first use of the search box, ranks entries, and builds every result with DOM
 * APIs and textContent: content never reaches innerHTML. */
(function () {
  'use strict';

  // ---- Tokenizer: the same rules as Sources/NavDocs/Search/SearchTokenizer.swift ----
  // A compound is a run of word characters joined by single - or _ (or . between digits).
  // It yields its whole text, then each segment, then each segment's camelCase and
  // letter/digit parts, all lowercased. Shared cases: Tests/e2e/search_cases.js.
  var SEP = 0, UPPER = 1, LOWER = 2, DIGIT = 3, OTHER = 4, JOINER = 5, DOT = 6;
  var MAX_TERM = 40;

  function isSeparator(v) {
    return v <= 0xbf || v === 0xd7 || v === 0xf7 || (v >= 0x2000 && v <= 0x2bff) ||
      (v >= 0x2e00 && v <= 0x2e7f) || (v >= 0x3000 && v <= 0x303f) || (v >= 0xfe00 && v <= 0xfe0f) ||
      (v >= 0xfe30 && v <= 0xfe4f) || v === 0xfeff || (v >= 0xff00 && v <= 0xff0f) ||
      (v >= 0xff1a && v <= 0xff20) || (v >= 0xfff0 && v <= 0xffff) || (v >= 0x1f000 && v <= 0x1faff) ||
      (v >= 0xe0000 && v <= 0xe007f);
  }

  function classify(v) {
    if (v < 0x80) {
      if (v >= 0x61 && v <= 0x7a) return LOWER;
      if (v >= 0x41 && v <= 0x5a) return UPPER;
      if (v >= 0x30 && v <= 0x39) return DIGIT;
      if (v === 0x2d || v === 0x5f) return JOINER;
      if (v === 0x2e) return DOT;
      return SEP;
    }
    return isSeparator(v) ? SEP : OTHER;
  }

  function isWord(c) { return c >= UPPER && c <= OTHER; }
  function width(v) { return v > 0xffff ? 2 : 1; }

  function emit(s, a, b, out) {
    if (b - a > MAX_TERM) {
      var scalars = 0;
      for (var k = a; k < b; k += width(s.codePointAt(k))) scalars++;
      if (scalars > MAX_TERM) return;
    }
    out.push(s.slice(a, b).toLowerCase());
  }

  function nextCut(s, a, b) {
    var v = s.codePointAt(a), prev = classify(v), k = a + width(v);
    while (k < b) {
      v = s.codePointAt(k);
      var len = width(v), cur = classify(v);
      if ((prev === DIGIT) !== (cur === DIGIT)) return k;
      // Non-ASCII letters have no case here, so CRÈME stays whole.
      if (cur === UPPER) {
        if (prev === LOWER) return k;
        if (prev === UPPER && k + len < b && classify(s.codePointAt(k + len)) === LOWER) return k;
      }
      prev = cur;
      k += len;
    }
    return b;
  }

  function emitSegment(s, a, b, out) {
    emit(s, a, b, out);
    if (nextCut(s, a, b) >= b) return;
    for (var part = a; part < b;) {
      var cut = nextCut(s, part, b);
      emit(s, part, cut, out);
      part = cut;
    }
  }

  /** Calls fn(start, end, terms) for each compound of s (UTF-16 offsets). */
  function forEachCompound(s, fn) {
    var n = s.length, i = 0;
    while (i < n) {
      var v = s.codePointAt(i), len = width(v), cls = classify(v);
      if (!isWord(cls)) { i += len; continue; }
      var start = i, joins = 0, last = cls;
      i += len;
      while (i < n) {
        v = s.codePointAt(i); len = width(v); cls = classify(v);
        if (isWord(cls)) { last = cls; i += len; continue; }
        if ((cls !== JOINER && cls !== DOT) || i + 1 >= n) break;
        var nv = s.codePointAt(i + 1), next = classify(nv);
        if (!isWord(next) || (cls === DOT && !(last === DIGIT && next === DIGIT))) break;
        joins++;
        last = next;
        i += 1 + width(nv);
      }
      var terms = [];
      if (joins > 0) emit(s, start, i, terms);
      var segment = start;
      for (var k = start; k < i; k++) {
        var c = s.charCodeAt(k);
        if (c === 0x2d || c === 0x5f || c === 0x2e) { emitSegment(s, segment, k, terms); segment = k + 1; }
      }
      emitSegment(s, segment, i, terms);
      fn(start, i, terms);
    }
  }

  /** The distinct terms of s, in order of first occurrence. */
  function tokenize(s) {
    var seen = Object.create(null), out = [];
    forEachCompound(String(s), function (a, b, terms) {
      for (var i = 0; i < terms.length; i++) {
        if (!seen[terms[i]]) { seen[terms[i]] = true; out.push(terms[i]); }
      }
    });
    return out;
  }

  // ---- Index (format written by Sources/NavDocs/Search/SearchIndexBuilder.swift) ----
  var DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
  var DIGIT_VALUE = new Int8Array(128).fill(-1);
  for (var d = 0; d < DIGITS.length; d++) DIGIT_VALUE[DIGITS.charCodeAt(d)] = d;
  var FIELD_WEIGHT = [1, 4, 8, 100]; // body, heading, page title, rule ID or slug

  function plainSlug(title) {
    if (/[^\x00-\x7f]/.test(title)) return '';
    // GitHub's rule, as the generator's HeadingAnchors: keep letters, digits, '-' and '_'; a space is '-'.
    return title.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
  }

  /** A shard as loaded: its terms decoded from their front coding, its postings still text. */
  function prepareShard(raw, base) {
    var terms = raw.terms ? raw.terms.split(' ') : [], prev = '';
    for (var i = 0; i < terms.length; i++) {
      terms[i] = prev = prev.slice(0, parseInt(terms[i].charAt(0), 36)) + terms[i].slice(1);
    }
    return { raw: raw, base: base, terms: terms, postingText: raw.postings ? raw.postings.split(' ') : [] };
  }

  /** Code point order, which is the UTF-8 byte order the builder sorts terms in. */
  function byCodePoint(a, b) {
    for (var i = 0; i < a.length && i < b.length; i++) {
      var x = a.charCodeAt(i), y = b.charCodeAt(i);
      if (x === y) continue;
      // A surrogate stands for a code point above every other UTF-16 unit.
      if (x >= 0xd800 && x < 0xe000) x += 0x2800;
      if (y >= 0xd800 && y < 0xe000) y += 0x2800;
      return x - y;
    }
    return a.length - b.length;
  }

  /**
   * The index as one: the manifest's shards in order, docs numbered across them (which is
   * every entry in page-path order) and their terms merged, each with the shards it is in.
   */
  function prepareIndex(manifest, loadedShards) {
    if (!manifest || manifest.version !== 2) throw new Error('unsupported index format');
    var shards = [], base = 0, where = new Map();
    manifest.shards.forEach(function (listed, n) {
      var raw = loadedShards && loadedShards[n];
      if (!raw || raw.docs.length !== listed[2]) throw new Error('the index is incomplete; build the site again');
      var shard = prepareShard(raw, base);
      base += raw.docs.length;
      shard.terms.forEach(function (t, i) {
        var w = where.get(t);
        if (w) w.push(n, i); else where.set(t, [n, i]);
      });
      shards.push(shard);
    });
    var terms = Array.from(where.keys()).sort(byCodePoint), lookup = new Map(), parts = new Array(terms.length);
    for (var i = 0; i < terms.length; i++) {
      lookup.set(terms[i], i);
      parts[i] = where.get(terms[i]);
    }
    return {
      terms: terms, lookup: lookup, shards: shards, parts: parts, entryCount: base, entryCache: new Array(base),
      postings: new Array(terms.length)
    };
  }

  /** The shard that holds entry `doc`: the last whose first doc is at or before it. */
  function shardOf(index, doc) {
    var low = 0, high = index.shards.length - 1;
    while (low < high) {
      var mid = (low + high + 1) >> 1;
      if (index.shards[mid].base <= doc) low = mid; else high = mid - 1;
    }
    return index.shards[low];
  }

  /** Entry `doc` as {url, title, breadcrumb, snippet, kind}, decoded when first asked for. */
  function entryOf(index, doc) {
    var e = index.entryCache[doc];
    if (e) return e;
    var shard = shardOf(index, doc), raw = shard.raw, rec = raw.docs[doc - shard.base], url = raw.pages[rec[0]];
    if (rec.length > 4) {
      var anchor = rec[4] === 1 ? plainSlug(rec[1]) : rec[4];
      if (anchor) url += '#' + anchor;
    }
    var crumbs = [];
    for (var c = rec[2]; c >= 0; c = raw.crumbs[c][0]) crumbs.unshift(raw.crumbs[c][1]);
    e = index.entryCache[doc] = {
      url: url, title: rec[1], breadcrumb: crumbs, snippet: rec[3], kind: rec.length > 4 ? 'section' : 'page'
    };
    return e;
  }

  /** Term `t`'s postings across the shards, docs ascending: each shard's in turn, moved to its base. */
  function postingsOf(index, t) {
    var p = index.postings[t];
    if (p) return p;
    var parts = index.parts[t], n = 0, i, s;
    for (s = 0; s < parts.length; s += 2) {
      var counted = index.shards[parts[s]].postingText[parts[s + 1]];
      for (i = 0; i < counted.length; i++) if (DIGIT_VALUE[counted.charCodeAt(i)] >= 32) n++;
    }
    var docs = new Int32Array(n), fields = new Uint8Array(n), k = 0;
    for (s = 0; s < parts.length; s += 2) {
      var shard = index.shards[parts[s]], text = shard.postingText[parts[s + 1]], value = 0, doc = -1;
      for (i = 0; i < text.length; i++) {
        var d = DIGIT_VALUE[text.charCodeAt(i)];
        value = value * 32 + (d & 31);
        if (d >= 32) {
          doc = doc < 0 ? Math.floor(value / 4) : doc + Math.floor(value / 4);
          docs[k] = shard.base + doc;
          fields[k++] = value & 3;
          value = 0;
        }
      }
    }
    p = index.postings[t] = { docs: docs, fields: fields };
    return p;
  }

  /** Optimal string alignment distance (a swap counts as one edit), or max + 1 when above max. */
  function editDistance(a, b, max) {
    var n = a.length, m = b.length;
    if (Math.abs(n - m) > max) return max + 1;
    var prev2 = null, prev = new Array(m + 1), cur;
    for (var j = 0; j <= m; j++) prev[j] = j;
    for (var i = 1; i <= n; i++) {
      cur = new Array(m + 1);
      cur[0] = i;
      var rowMin = i;
      for (j = 1; j <= m; j++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
        var v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (prev2 && i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
            a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2] + 1);
        cur[j] = v;
        if (v < rowMin) rowMin = v;
      }
      if (rowMin > max) return max + 1;
      prev2 = prev;
      prev = cur;
    }
    return prev[m];
  }

  // A one- or two-letter prefix starts many words; its shortest completions are enough while typing.
  function maxExpansions(q) { return q.length < 3 ? 12 : 48; }

  /** Index terms a query term stands for: itself, terms it starts, near misses. */
  function expand(index, q) {
    var out = [], exact = index.lookup.get(q);
    if (exact !== undefined) out.push({ term: exact, weight: 1 });
    // Typos only in words: 'nb004' must not find NB005, nor 2024 find 2025.
    var maxEdits = /[0-9]/.test(q) ? 0 : q.length >= 8 ? 2 : q.length >= 4 ? 1 : 0;
    var terms = index.terms;
    for (var i = 0; i < terms.length; i++) {
      var t = terms[i];
      if (i === exact) continue;
      if (t.length > q.length && t.lastIndexOf(q, 0) === 0) {
        out.push({ term: i, weight: 0.5 + 0.2 * q.length / t.length });
      } else if (maxEdits && Math.abs(t.length - q.length) <= maxEdits) {
        var dist = editDistance(q, t, maxEdits);
        if (dist <= maxEdits) out.push({ term: i, weight: dist === 1 ? 0.4 : 0.25 });
      }
    }
    var max = maxExpansions(q);
    if (out.length > max) {
      out.sort(function (a, b) { return b.weight - a.weight || terms[a.term].length - terms[b.term].length || a.term - b.term; });
      out.length = max;
    }
    return out;
  }

  /**
   * Query groups, one per word the user means: each compound of the query, or when the
   * index does not know it, its segments, or their parts (`prefersLargeTitles` finds
   * "prefers large titles"). Each group is its list of index-term matches.
   */
  function queryGroups(index, query) {
    var groups = [];
    query = String(query);
    forEachCompound(query, function (a, b, terms) {
      var whole = expand(index, terms[0]);
      if (whole.length || terms.length === 1) { groups.push(whole); return; }
      query.slice(a, b).split(/[-_.]/).forEach(function (segment) {
        var parts = tokenize(segment);
        if (!parts.length) return;
        var m = expand(index, parts[0]);
        if (m.length || parts.length === 1) { groups.push(m); return; }
        parts.slice(1).forEach(function (part) { groups.push(expand(index, part)); });
      });
    });
    return groups;
  }

  /**
   * Ranks entries for a query: entries matching more query words first, then by score
   * (field weight × match quality, best match per word). Returns {results, total, terms}.
   */
  function search(index, query, limit) {
    var groups = queryGroups(index, query), n = index.entryCount;
    var score = new Float64Array(n), count = new Uint16Array(n), best = new Float64Array(n);
    var hits = [], weights = Object.create(null);
    for (var g = 0; g < groups.length; g++) {
      var touched = [];
      for (var m = 0; m < groups[g].length; m++) {
        var match = groups[g][m], p = postingsOf(index, match.term);
        var term = index.terms[match.term];
        if (!(weights[term] >= match.weight)) weights[term] = match.weight;
        for (var k = 0; k < p.docs.length; k++) {
          // The rule weight is for the exact ID or slug; a prefix or near miss of one weighs like a title.
          var field = p.fields[k] === 3 && match.weight < 1 ? 2 : p.fields[k];
          var doc = p.docs[k], s = match.weight * FIELD_WEIGHT[field];
          if (best[doc] === 0) touched.push(doc);
          if (s > best[doc]) best[doc] = s;
        }
      }
      for (var t = 0; t < touched.length; t++) {
        var dd = touched[t];
        if (count[dd] === 0) hits.push(dd);
        count[dd]++;
        score[dd] += best[dd];
        best[dd] = 0;
      }
    }
    // Keep the best `limit` in order without sorting every hit: a one-letter prefix can hit them all.
    var top = [], want = limit || 10;
    function before(a, b) { return count[a] > count[b] || (count[a] === count[b] && (score[a] > score[b] || (score[a] === score[b] && a < b))); }
    for (var h = 0; h < hits.length; h++) {
      var doc2 = hits[h];
      if (top.length === want && !before(doc2, top[want - 1])) continue;
      var at = top.length === want ? want - 1 : top.length;
      while (at > 0 && before(doc2, top[at - 1])) { top[at] = top[at - 1]; at--; }
      top[at] = doc2;
    }
    var matched = Object.keys(weights).sort(function (a, b) { return weights[b] - weights[a] || (a < b ? -1 : 1); });
    var results = top.map(function (doc) {
      var e = entryOf(index, doc);
      return { url: e.url, title: e.title, breadcrumb: e.breadcrumb, snippet: e.snippet, kind: e.kind,
               score: score[doc], matchedWords: count[doc] };
    });
    return { results: results, total: hits.length, terms: matched };
  }

  // ---- Rendering: text nodes and <mark> elements only ----
  function appendHighlighted(parent, text, termSet) {
    var at = 0;
    forEachCompound(text, function (a, b, terms) {
      for (var i = 0; i < terms.length; i++) {
        if (termSet.has(terms[i])) {
          if (a > at) parent.appendChild(document.createTextNode(text.slice(at, a)));
          var mark = document.createElement('mark');
          mark.textContent = text.slice(a, b);
          parent.appendChild(mark);
          at = b;
          return;
        }
      }
    });
    if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
  }

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text) e.textContent = text;
    return e;
  }

  var root = document.documentElement.getAttribute('data-root') || '';

  function resultHref(url, terms) {
    var hash = url.indexOf('#'), path = hash < 0 ? url : url.slice(0, hash), frag = hash < 0 ? '' : url.slice(hash);
    var h = terms.slice(0, 8).join(' ');
    return root + path + (h ? '?h=' + encodeURIComponent(h) : '') + frag;
  }

  // On the search page a result is a link. In the header's listbox it is the option's text, and
  // the option carries the address: an option holds no control of its own (ARIA 1.2).
  function renderResult(container, result, termSet, terms) {
    var inList = container.getAttribute('role') === 'option';
    var link = el(inList ? 'span' : 'a', 'search-result-link');
    if (inList) container.setAttribute('data-href', resultHref(result.url, terms));
    else link.href = resultHref(result.url, terms);
    var title = el('span', 'search-result-title');
    appendHighlighted(title, result.title, termSet);
    link.appendChild(title);
    if (result.breadcrumb.length) link.appendChild(el('span', 'search-result-crumbs', result.breadcrumb.join(' › ')));
    if (result.snippet) {
      var snippet = el('span', 'search-result-snippet');
      appendHighlighted(snippet, result.snippet, termSet);
      link.appendChild(snippet);
    }
    container.appendChild(link);
    return link;
  }

  function countText(n) { return n === 0 ? 'No results' : n === 1 ? '1 result' : n + ' results'; }

  // ---- Index loading ----
  var loaded = null, loading = false, failed = false, waiting = [];

  function withIndex(fn) {
    if (loaded) { fn(loaded); return; }
    if (failed) return;
    waiting.push(fn);
    if (loading) return;
    loading = true;
    withScript('search-index.js', !!window.navdocsSearchIndex, function () {
      var manifest = window.navdocsSearchIndex;
      var shards = manifest && manifest.version === 2 ? manifest.shards : [];
      var left = shards.length;
      if (!left) { ready(); return; }
      shards.forEach(function (listed, n) {
        var have = window.navdocsSearchShards && window.navdocsSearchShards[n];
        withScript(listed[0], !!have, function () { if (--left === 0) ready(); });
      });
    });
  }

  /** Runs `then` once the script at `path` (under the site's root) has run, at once when `present`. */
  function withScript(path, present, then) {
    if (present) { then(); return; }
    var script = document.createElement('script');
    script.src = root + path;
    script.async = true;
    script.onload = then;
    script.onerror = function () {
      if (failed) return;
      failed = true;
      announceAll('Search is unavailable: the search index could not be loaded.');
    };
    document.head.appendChild(script);
  }

  function ready() {
    if (failed) return;
    try { loaded = prepareIndex(window.navdocsSearchIndex, window.navdocsSearchShards); } catch (e) {
      failed = true;
      announceAll('Search is unavailable: ' + e.message);
      return;
    }
    var fns = waiting;
    waiting = [];
    fns.forEach(function (fn) { fn(loaded); });
  }

  var statusRegions = [];
  function announceAll(text) { statusRegions.forEach(function (r) { r.textContent = text; }); }

  // ---- The header box: an ARIA combobox with a listbox popup ----
  var DROPDOWN_LIMIT = 8;
  var boxes = [];

  function setUpBox(form, n) {
    var input = form.querySelector('.search-input');
    var list = form.querySelector('.search-listbox');
    var status = form.querySelector('.search-status');
    if (!input || !list) return;
    // The ARIA 1.2 combobox: the field itself, controlling the listbox. Set here, as the
    // field is a plain one without JavaScript.
    var combo = input;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', list.id);
    input.setAttribute('aria-autocomplete', 'list');
    if (status) statusRegions.push(status);
    var active = -1, options = [];

    function close() {
      list.hidden = true;
      combo.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    }

    function setActive(i) {
      if (active >= 0 && options[active]) {
        options[active].setAttribute('aria-selected', 'false');
        options[active].classList.remove('is-active');
      }
      active = i;
      if (i < 0) { input.removeAttribute('aria-activedescendant'); return; }
      options[i].setAttribute('aria-selected', 'true');
      options[i].classList.add('is-active');
      input.setAttribute('aria-activedescendant', options[i].id);
      if (options[i].scrollIntoView) options[i].scrollIntoView({ block: 'nearest' });
    }

    function update() {
      var query = input.value;
      if (!query.trim()) { list.textContent = ''; options = []; close(); if (status) status.textContent = ''; return; }
      withIndex(function (index) {
        if (input.value !== query) return; // a newer keystroke is on its way
        var found = search(index, query, DROPDOWN_LIMIT), termSet = new Set(found.terms);
        list.textContent = '';
        options = [];
        active = -1;
        input.removeAttribute('aria-activedescendant');
        found.results.forEach(function (result, i) {
          var option = el('li', 'search-option');
          option.id = 'search-option-' + n + '-' + i;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          renderResult(option, result, termSet, found.terms);
          list.appendChild(option);
          options.push(option);
        });
        if (found.total > found.results.length) {
          var more = el('li', 'search-option search-option-all');
          more.id = 'search-option-' + n + '-all';
          more.setAttribute('role', 'option');
          more.setAttribute('aria-selected', 'false');
          more.setAttribute('data-href', root + 'search.html?q=' + encodeURIComponent(query));
          more.appendChild(el('span', 'search-result-link', 'All ' + found.total + ' results'));
          list.appendChild(more);
          options.push(more);
        }
        list.hidden = options.length === 0;
        combo.setAttribute('aria-expanded', options.length ? 'true' : 'false');
        if (status) status.textContent = countText(found.total);
      });
    }

    function open(i) {
      var href = options[i] && options[i].getAttribute('data-href');
      if (href) window.location.href = href;
    }

    input.addEventListener('focus', function () { withIndex(function () {}); });
    input.addEventListener('input', update);
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (list.hidden && options.length) { list.hidden = false; combo.setAttribute('aria-expanded', 'true'); }
        if (!options.length) return;
        e.preventDefault();
        var step = e.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
      } else if (e.key === 'Enter') {
        if (active >= 0 && !list.hidden) { e.preventDefault(); open(active); }
        // Otherwise the form submits to search.html?q=… as it does without JavaScript.
      } else if (e.key === 'Escape') {
        if (!list.hidden) { e.preventDefault(); close(); } else if (input.value) { input.value = ''; update(); }
      }
    });
    // Keep focus in the input while an option is clicked, so the click is not lost to blur.
    list.addEventListener('mousedown', function (e) { e.preventDefault(); });
    list.addEventListener('click', function (e) {
      var option = e.target.closest && e.target.closest('[role=option]');
      if (option) open(options.indexOf(option));
    });
    input.addEventListener('blur', close);
    boxes.push({ input: input, update: update });
  }

  function isTypingTarget(t) {
    if (!t || t === document.body) return false;
    var tag = t.tagName;
    return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
  }

  document.addEventListener('keydown', function (e) {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target) || !boxes.length) return;
    e.preventDefault();
    boxes[0].input.focus();
    boxes[0].input.select();
  });

  // ---- search.html: full results for ?q= ----
  var PAGE_LIMIT = 50;

  function setUpResultsPage(page) {
    var status = page.querySelector('.search-page-status');
    var list = page.querySelector('.search-page-results');
    if (!list) return;
    if (status) statusRegions.push(status);
    function render(query) {
      list.textContent = '';
      if (!query.trim()) { if (status) status.textContent = 'Type a word, a phrase or a rule ID (NB004) in the search box.'; return; }
      if (status) status.textContent = 'Searching…';
      withIndex(function (index) {
        var found = search(index, query, PAGE_LIMIT), termSet = new Set(found.terms);
        list.textContent = '';
        found.results.forEach(function (result) {
          var item = el('li', 'search-page-result');
          renderResult(item, result, termSet, found.terms).tabIndex = 0;
          list.appendChild(item);
        });
        if (status) {
          status.textContent = countText(found.total) + ' for “' + query + '”' +
            (found.total > found.results.length ? ', showing the first ' + found.results.length : '');
        }
      });
    }
    var query = new URLSearchParams(window.location.search).get('q') || '';
    boxes.forEach(function (b) { if (!b.input.value) b.input.value = query; });
    render(query);
    return render;
  }

  // ---- Highlights on the opened page (?h=term+term) ----
  var SKIP = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEXTAREA: 1, INPUT: 1, SELECT: 1, MARK: 1, SVG: 1 };

  function highlightPage(terms) {
    var termSet = new Set(terms), scope = document.querySelector('main') || document.body;
    var walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        for (var p = node.parentNode; p && p !== scope; p = p.parentNode) {
          if (SKIP[p.nodeName.toUpperCase()] || (p.classList && (p.classList.contains('search-box') ||
              p.classList.contains('search-results') || p.classList.contains('search-hit-bar')))) {
            return NodeFilter.FILTER_REJECT;
          }
        }
        return NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    var marks = [];
    nodes.forEach(function (node) {
      var text = node.nodeValue, spans = [];
      forEachCompound(text, function (a, b, ts) {
        for (var i = 0; i < ts.length; i++) if (termSet.has(ts[i])) { spans.push([a, b]); return; }
      });
      if (!spans.length) return;
      var frag = document.createDocumentFragment(), at = 0;
      spans.forEach(function (s) {
        if (s[0] > at) frag.appendChild(document.createTextNode(text.slice(at, s[0])));
        var mark = el('mark', 'search-hit', text.slice(s[0], s[1]));
        frag.appendChild(mark);
        marks.push(mark);
        at = s[1];
      });
      if (at < text.length) frag.appendChild(document.createTextNode(text.slice(at)));
      node.parentNode.replaceChild(frag, node);
    });
    if (!marks.length) return;

    var bar = el('div', 'search-hit-bar');
    bar.setAttribute('role', 'region');
    bar.setAttribute('aria-label', 'Search highlights');
    bar.appendChild(el('span', 'search-hit-count',
      marks.length + (marks.length === 1 ? ' match' : ' matches') + ' for “' + terms.join(' ') + '” highlighted'));
    var clear = el('button', 'search-hit-clear', 'Clear highlights');
    clear.type = 'button';
    clear.addEventListener('click', function () {
      marks.forEach(function (mark) {
        var parent = mark.parentNode;
        if (!parent) return;
        parent.replaceChild(document.createTextNode(mark.textContent), mark);
        parent.normalize();
      });
      bar.parentNode.removeChild(bar);
      try {
        var url = new URL(window.location.href);
        url.searchParams.delete('h');
        window.history.replaceState(window.history.state, '', url.href);
      } catch (e) { /* file:// in some browsers refuses; the marks are gone either way */ }
    });
    bar.appendChild(clear);
    // Fixed in a corner (see search.css), so it stays in view when the link scrolled to an anchor.
    document.body.appendChild(bar);
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('form.search-box'), setUpBox);
    var page = document.querySelector('.search-results');
    var renderPage = page ? setUpResultsPage(page) : null;
    if (renderPage) {
      boxes.forEach(function (b) {
        b.input.addEventListener('input', function () { renderPage(b.input.value); });
      });
    }
    var h = new URLSearchParams(window.location.search).get('h');
    if (h) {
      var terms = h.toLowerCase().split(/\s+/).filter(Boolean);
      if (terms.length) highlightPage(terms);
    }
  }

  window.navdocsSearch = {
    tokenize: tokenize, prepareIndex: prepareIndex, entryOf: entryOf, search: search, expand: expand,
    editDistance: editDistance,
    formatVersion: 2
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
