/* navdocs site search. No dependencies, no network beyond the site's own files.
 * Loads {{root}}search-index.js, the dictionary, with a <script> element (works from file://)
 * on first use of the search box; each query then loads only the posting chunks of the terms
 * it matched and the fragment files of the pages it shows, ranks pages, and builds every result
 * with DOM APIs and textContent: content never reaches innerHTML. */
(function () {
  'use strict';

  // ---- Tokenizer: the same rules as Sources/NavSearch/SearchTokenizer.swift ----
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

  // ---- Index (format written by Sources/NavSearch/SearchIndexFiles.swift) ----
  // The dictionary (search-index.js) is loaded first; a query then loads the posting chunks of
  // the terms it matched, and the fragment files of the pages it shows, each once.
  var DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
  var DIGIT_VALUE = new Int8Array(128).fill(-1);
  for (var d = 0; d < DIGITS.length; d++) DIGIT_VALUE[DIGITS.charCodeAt(d)] = d;
  var FIELD_WEIGHT = [1, 4, 8, 100]; // body, heading, page title, rule ID or slug
  var SECTIONS_SHOWN = 2; // sections listed under a page's best entry

  function plainSlug(title) {
    if (/[^\x00-\x7f]/.test(title)) return '';
    // GitHub's rule, as the generator's HeadingAnchors: keep letters, digits, '-' and '_'; a space is '-'.
    return title.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
  }

  /** The dictionary as loaded: its terms decoded from their front coding, each chunk's first term. */
  function prepareIndex(dictionary) {
    if (!dictionary || dictionary.version !== 4) throw new Error('unsupported index format');
    var terms = dictionary.terms ? dictionary.terms.split(' ') : [], prev = '', lookup = new Map();
    for (var i = 0; i < terms.length; i++) {
      terms[i] = prev = prev.slice(0, parseInt(terms[i].charAt(0), 36)) + terms[i].slice(1);
      lookup.set(terms[i], i);
    }
    var chunks = runs(dictionary.chunks), fragments = runs(dictionary.fragments);
    if (chunks.total !== terms.length || fragments.total !== dictionary.pages.length) {
      throw new Error('the index is incomplete; build the site again');
    }
    return {
      terms: terms, lookup: lookup, chunks: chunks.list, fragments: fragments.list, pages: dictionary.pages,
      pageCount: dictionary.pages.length, postings: new Map(), chunkTerms: new Map()
    };
  }

  /** The dictionary's [[count, name], …] as {first, name} runs, and how many they cover. */
  function runs(list) {
    var out = [], first = 0;
    list.forEach(function (r) { out.push({ first: first, name: r[1] }); first += r[0]; });
    return { list: out, total: first };
  }

  /** The run of `list` that holds number `n`: the last whose first is at or before it. */
  function runOf(list, n) {
    var low = 0, high = list.length - 1;
    while (low < high) {
      var mid = (low + high + 1) >> 1;
      if (list[mid].first <= n) low = mid; else high = mid - 1;
    }
    return list[low];
  }

  function chunkOf(index, t) { return runOf(index.chunks, t); }

  function chunkPath(chunk) { return 'search-index/t-' + chunk.name + '.js'; }
  function chunkLoaded(chunk) { return window.navdocsSearchChunks[chunk.name] !== undefined; }
  function fragmentPath(file) { return 'search-index/f-' + file.name + '.js'; }
  function fragmentLoaded(file) { return window.navdocsSearchPages[file.name] !== undefined; }
  /** Page `page`'s fragment, from its fragment file, which must be loaded. */
  function fragmentOf(index, page) {
    var file = runOf(index.fragments, page);
    return window.navdocsSearchPages[file.name][page - file.first];
  }
  function lengthClass(index, page) { return DIGIT_VALUE[index.pages.charCodeAt(page)]; }

  /**
   * Term `t`'s postings, from its chunk (which must be loaded): per posting its page, its entry
   * on the page, its field and its frequency class.
   */
  function postingsOf(index, t) {
    var p = index.postings.get(t);
    if (p) return p;
    var chunk = chunkOf(index, t), parts = index.chunkTerms.get(chunk.name);
    if (!parts) {
      parts = window.navdocsSearchChunks[chunk.name].split(' ');
      index.chunkTerms.set(chunk.name, parts);
    }
    var text = parts[t - chunk.first], n = 0, i;
    for (i = 0; i < text.length; i++) if (DIGIT_VALUE[text.charCodeAt(i)] >= 32) n++;
    // At most one posting per varint; a posting whose entry takes a second varint is one fewer.
    var pages = new Int32Array(n), entries = new Int32Array(n), fields = new Uint8Array(n), freqs = new Uint8Array(n);
    var value = 0, head = -1, page = -1, entry = -1, k = 0;
    for (i = 0; i < text.length; i++) {
      var d = DIGIT_VALUE[text.charCodeAt(i)];
      value = value * 32 + (d & 31);
      if (d < 32) continue;
      var a = value, extra = 0;
      value = 0;
      if (head >= 0) { extra = a; a = head; head = -1; } else if ((a >> 4 & 7) === 7) { head = a; continue; }
      var delta = Math.floor(a / 128), code = (a >> 4 & 7) + extra;
      if (page >= 0 && delta === 0) entry += 1 + code;
      else { page = page < 0 ? delta : page + delta; entry = code; }
      pages[k] = page; entries[k] = entry; fields[k] = a & 3; freqs[k++] = a >> 2 & 3;
    }
    p = { pages: pages.subarray(0, k), entries: entries.subarray(0, k), fields: fields.subarray(0, k), freqs: freqs.subarray(0, k) };
    index.postings.set(t, p);
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

  /** Dictionary terms a query term stands for: itself, terms it starts, near misses. */
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

  /** The exact term only: a phrase's words are matched as written. */
  function exactly(index, q) {
    var t = index.lookup.get(q);
    return t === undefined ? [] : [{ term: t, weight: 1 }];
  }

  /**
   * Query groups, one per word the user means: each compound of the query, or when the
   * dictionary does not know it, its segments, or their parts (`prefersLargeTitles` finds
   * "prefers large titles"). Each group is its list of term matches; the words of a quoted
   * phrase are groups of their exact terms, marked with the phrase they belong to.
   */
  function queryGroups(index, query) {
    var groups = [], phrases = [], parts = String(query).split(/["\u201c\u201d]/);
    parts.forEach(function (part, n) {
      // A quote not closed yet (the reader is still typing the phrase) quotes nothing.
      var quoted = n % 2 === 1 && n < parts.length - 1, before = groups.length;
      wordGroups(index, part, quoted ? exactly : expand, groups);
      if (quoted && groups.length - before > 1) {
        var phrase = { words: tokenize(part), groups: [] };
        for (var g = before; g < groups.length; g++) { groups[g].phrase = phrases.length; phrase.groups.push(g); }
        phrases.push(phrase);
      }
    });
    groups.phrases = phrases;
    return groups;
  }

  function wordGroups(index, text, match, groups) {
    forEachCompound(text, function (a, b, terms) {
      var whole = match(index, terms[0]);
      if (whole.length || terms.length === 1) { groups.push(whole); return; }
      text.slice(a, b).split(/[-_.]/).forEach(function (segment) {
        var parts = tokenize(segment);
        if (!parts.length) return;
        var m = match(index, parts[0]);
        if (m.length || parts.length === 1) { groups.push(m); return; }
        parts.slice(1).forEach(function (part) { groups.push(match(index, part)); });
      });
    });
  }

  /** The chunks `groups` need that are not loaded yet. */
  function chunksFor(index, groups) {
    var seen = Object.create(null), out = [];
    groups.forEach(function (group) {
      group.forEach(function (m) {
        var chunk = chunkOf(index, m.term);
        if (!seen[chunk.name] && !chunkLoaded(chunk)) { seen[chunk.name] = true; out.push(chunk); }
      });
    });
    return out;
  }

  /**
   * Ranks pages for a query, once the chunks of its terms are loaded. An entry (a page or a
   * section) scores per query word its best match's field weight × match quality; a page is
   * ranked by the words it matches anywhere, then by its best entry (words, then score), then
   * by how often that entry has the words, then shorter first. Returns {pages, total, terms},
   * each page {page, entries} with its matching entries best first.
   */
  function rank(index, groups) {
    var weights = Object.create(null), g, m, k, p;
    // Every entry a posting names gets a slot: a page's slots start at base[page]. Typed
    // arrays, not an object per entry: a common word names most entries of the site.
    var size = new Int32Array(index.pageCount), used = [];
    for (g = 0; g < groups.length; g++) {
      for (m = 0; m < groups[g].length; m++) {
        p = postingsOf(index, groups[g][m].term);
        for (k = 0; k < p.pages.length; k++) {
          if (size[p.pages[k]] === 0) used.push(p.pages[k]);
          if (p.entries[k] >= size[p.pages[k]]) size[p.pages[k]] = p.entries[k] + 1;
        }
      }
    }
    var base = new Int32Array(index.pageCount), slots = 0;
    used.sort(function (a, b) { return a - b; });
    for (k = 0; k < used.length; k++) { base[used[k]] = slots; slots += size[used[k]]; }
    var score = new Float64Array(slots), best = new Float64Array(slots), words = new Uint8Array(slots);
    var freq = new Int32Array(slots), mask = new Int32Array(slots), touched = new Int32Array(slots);
    var phraseMask = 0;
    groups.phrases.forEach(function (phrase) { phrase.groups.forEach(function (x) { if (x < 31) phraseMask |= 1 << x; }); });
    for (g = 0; g < groups.length; g++) {
      var count = 0;
      for (m = 0; m < groups[g].length; m++) {
        var match = groups[g][m], term = index.terms[match.term];
        p = postingsOf(index, match.term);
        if (!(weights[term] >= match.weight)) weights[term] = match.weight;
        for (k = 0; k < p.pages.length; k++) {
          // The rule weight is for the exact ID or slug; a prefix or near miss of one weighs like a title.
          var field = p.fields[k] === 3 && match.weight < 1 ? 2 : p.fields[k];
          var slot = base[p.pages[k]] + p.entries[k], s = match.weight * FIELD_WEIGHT[field];
          if (best[slot] === 0) touched[count++] = slot;
          if (s > best[slot]) best[slot] = s;
          freq[slot] += p.freqs[k] + 1;
        }
      }
      for (k = 0; k < count; k++) {
        var t = touched[k];
        words[t]++;
        score[t] += best[t];
        best[t] = 0;
        if (g < 31) mask[t] |= 1 << g;
      }
    }
    var list = [];
    for (k = 0; k < used.length; k++) {
      var page = used[k], first = base[page], pageMask = 0, top = -1;
      for (var e = first; e < first + size[page]; e++) {
        // A phrase's words must all be in one entry.
        if (words[e] === 0 || (mask[e] & phraseMask) !== phraseMask) continue;
        pageMask |= mask[e];
        if (top < 0 || words[e] > words[top] || (words[e] === words[top] && score[e] > score[top])) top = e;
      }
      if (top < 0) continue;
      var bits = 0;
      for (var x = pageMask; x; x &= x - 1) bits++;
      list.push({ page: page, words: bits, top: top, length: lengthClass(index, page) });
    }
    list.sort(function (a, b) {
      var x = a.top, y = b.top;
      return b.words - a.words || words[y] - words[x] || score[y] - score[x] || freq[y] - freq[x] ||
        a.length - b.length || a.page - b.page;
    });
    /** The page's matching entries, best first: asked only of the pages shown. */
    function entriesOf(pg) {
      var out = [], first = base[pg.page];
      for (var e = first; e < first + size[pg.page]; e++) {
        if (words[e] && (mask[e] & phraseMask) === phraseMask) out.push({ entry: e - first, words: words[e], score: score[e] });
      }
      return out.sort(function (a, b) { return b.words - a.words || b.score - a.score || a.entry - b.entry; });
    }
    var matched = Object.keys(weights).sort(function (a, b) { return weights[b] - weights[a] || (a < b ? -1 : 1); });
    return { pages: list, total: list.length, terms: matched, entriesOf: entriesOf };
  }

  /** Entry `entry` of a loaded fragment as {url, title, breadcrumb, snippet, kind}. */
  function entryOf(fragment, entry) {
    var rec = fragment.docs[entry], url = fragment.url;
    if (rec.length > 3) {
      var anchor = rec[3] === 1 ? plainSlug(rec[0]) : rec[3];
      if (anchor) url += '#' + anchor;
    }
    // -1: the page entry's breadcrumb and the page's title.
    var crumbs = rec[1] < 0 ? fragment.crumbs[fragment.docs[0][1]].concat([fragment.docs[0][0]]) : fragment.crumbs[rec[1]];
    return { url: url, title: rec[0], breadcrumb: crumbs, snippet: rec[2], kind: rec.length > 3 ? 'section' : 'page' };
  }

  /**
   * The results for ranked pages `from` to `to`, whose fragments are loaded: each page's best
   * entry, with the page's next best sections under it.
   */
  function results(index, ranked, from, to) {
    return ranked.pages.slice(from, to).map(function (pg) {
      var fragment = fragmentOf(index, pg.page);
      var shown = ranked.entriesOf(pg).map(function (e) {
        var r = entryOf(fragment, e.entry);
        r.score = e.score;
        r.matchedWords = e.words;
        return r;
      });
      var main = shown[0];
      main.sections = shown.slice(1).filter(function (r) { return r.kind === 'section'; }).slice(0, SECTIONS_SHOWN);
      return main;
    });
  }

  /** Loads the fragments of ranked pages `from` to `to`, then calls `then` with their results. */
  function resultsOf(index, ranked, from, to, then) {
    var missing = [];
    ranked.pages.slice(from, to).forEach(function (p) {
      var file = runOf(index.fragments, p.page);
      if (!fragmentLoaded(file) && missing.indexOf(file) < 0) missing.push(file);
    });
    loadAll(missing.map(fragmentPath), function () {
      then(results(index, ranked, from, to));
    });
  }

  /**
   * Runs a query: loads the chunks of its terms, ranks, loads the fragments of the first
   * `limit` pages, and calls `then({results, total, terms, more})`; `more(count, then)` gives
   * the results of the next `count` pages the same way.
   */
  function search(index, query, limit, then) {
    var groups = queryGroups(index, query);
    loadAll(chunksFor(index, groups).map(chunkPath), function () {
      var ranked = rank(index, groups), shown = Math.min(limit, ranked.total);
      resultsOf(index, ranked, 0, shown, function (list) {
        then({
          results: list, total: ranked.total, terms: ranked.terms,
          more: function (count, next) {
            var from = shown;
            shown = Math.min(shown + count, ranked.total);
            resultsOf(index, ranked, from, shown, next);
          }
        });
      });
    });
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

  /** A section listed under its page's result: its heading, linking to it. */
  function renderSection(container, section, termSet, terms) {
    var inList = container.getAttribute('role') === 'option';
    var link = el(inList ? 'span' : 'a', 'search-result-link');
    if (inList) container.setAttribute('data-href', resultHref(section.url, terms));
    else link.href = resultHref(section.url, terms);
    var title = el('span', 'search-result-title');
    appendHighlighted(title, section.title, termSet);
    link.appendChild(title);
    container.appendChild(link);
    return link;
  }

  function countText(n) { return n === 0 ? 'No results' : n === 1 ? '1 result' : n + ' results'; }

  // ---- Index loading ----
  var loaded = null, loading = false, failed = false, waiting = [];
  // The registries chunks and fragments add themselves to (see SearchIndexFiles.swift).
  window.navdocsSearchChunks = window.navdocsSearchChunks || {};
  window.navdocsSearchPages = window.navdocsSearchPages || {};

  function withIndex(fn) {
    if (loaded) { fn(loaded); return; }
    if (failed) return;
    waiting.push(fn);
    if (loading) return;
    loading = true;
    withScript('search-index.js', !!window.navdocsSearchIndex, ready);
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

  /** Loads the scripts at `paths` side by side and runs `then` once all have run. */
  function loadAll(paths, then) {
    var left = paths.length;
    if (!left) { then(); return; }
    paths.forEach(function (path) {
      withScript(path, false, function () { if (--left === 0 && !failed) then(); });
    });
  }

  function ready() {
    if (failed) return;
    try { loaded = prepareIndex(window.navdocsSearchIndex); } catch (e) {
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
        search(index, query, DROPDOWN_LIMIT, function (found) { show(query, found); });
      });
    }

    function option(className) {
      var o = el('li', className);
      o.id = 'search-option-' + n + '-' + options.length;
      o.setAttribute('role', 'option');
      o.setAttribute('aria-selected', 'false');
      list.appendChild(o);
      options.push(o);
      return o;
    }

    function show(query, found) {
        if (input.value !== query) return; // a newer query's results come next
        var termSet = new Set(found.terms);
        list.textContent = '';
        options = [];
        active = -1;
        input.removeAttribute('aria-activedescendant');
        found.results.forEach(function (result) {
          renderResult(option('search-option'), result, termSet, found.terms);
          result.sections.forEach(function (section) {
            renderSection(option('search-option search-option-section'), section, termSet, found.terms);
          });
        });
        if (found.total > found.results.length) {
          var more = option('search-option search-option-all');
          more.id = 'search-option-' + n + '-all';
          more.setAttribute('data-href', root + 'search.html?q=' + encodeURIComponent(query));
          more.appendChild(el('span', 'search-result-link', 'All ' + found.total + ' results'));
        }
        list.hidden = options.length === 0;
        combo.setAttribute('aria-expanded', options.length ? 'true' : 'false');
        if (status) status.textContent = countText(found.total);
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
  // Pages of results: each loads the fragments of its pages only, on the reader's asking.
  var PAGE_LIMIT = 10;

  function setUpResultsPage(page) {
    var status = page.querySelector('.search-page-status');
    var list = page.querySelector('.search-page-results');
    if (!list) return;
    if (status) statusRegions.push(status);
    var more = el('button', 'search-page-more', 'Show more results');
    more.type = 'button';
    more.hidden = true;
    list.parentNode.insertBefore(more, list.nextSibling);
    var latest = null, found = null, shown = 0;

    function append(results, termSet) {
      var first = null;
      results.forEach(function (result) {
        var item = el('li', 'search-page-result');
        var link = renderResult(item, result, termSet, found.terms);
        link.tabIndex = 0;
        first = first || link;
        if (result.sections.length) {
          var sections = el('ul', 'search-page-sections');
          result.sections.forEach(function (section) {
            var sub = el('li', 'search-page-section');
            renderSection(sub, section, termSet, found.terms);
            sections.appendChild(sub);
          });
          item.appendChild(sections);
        }
        list.appendChild(item);
      });
      shown += results.length;
      more.hidden = shown >= found.total;
      if (status) {
        status.textContent = countText(found.total) + ' for “' + latest + '”' +
          (found.total > shown ? ', showing the first ' + shown : '');
      }
      return first;
    }

    more.addEventListener('click', function () {
      var query = latest, termSet = new Set(found.terms);
      found.more(PAGE_LIMIT, function (results) {
        if (query !== latest) return;
        var first = append(results, termSet);
        if (first) first.focus();
      });
    });

    function render(query) {
      latest = query;
      list.textContent = '';
      more.hidden = true;
      // The theme's template words the hint, since only it knows whether the site has rules.
      if (!query.trim()) { if (status) status.textContent = status.getAttribute('data-hint') || 'Type a word or a phrase in the search box.'; return; }
      if (status) status.textContent = 'Searching…';
      withIndex(function (index) {
        search(index, query, PAGE_LIMIT, function (result) {
          if (query !== latest) return; // a newer query's results come next
          list.textContent = '';
          found = result;
          shown = 0;
          append(result.results, new Set(result.terms));
        });
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
    tokenize: tokenize, prepareIndex: prepareIndex, search: search, expand: expand, editDistance: editDistance,
    queryGroups: queryGroups, rank: rank, entryOf: entryOf, fragmentOf: fragmentOf,
    formatVersion: 4
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
