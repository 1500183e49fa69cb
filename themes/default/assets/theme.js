// navdocs default theme: menu drawer, light/dark toggle, copy buttons (links, IDs, code), rule-index filter.
// No dependencies and no network. Every feature is an enhancement: without JavaScript the sidebar
// shows inline, the toggle and copy buttons stay hidden, and the rule index lists every rule.
(function () {
  "use strict";

  var root = document.documentElement;
  var THEME_KEY = "navdocs-theme";

  function announce(text) {
    var region = document.getElementById("announcer");
    if (!region) return;
    // Clear first so the same message is announced again on a second click.
    region.textContent = "";
    window.setTimeout(function () { region.textContent = text; }, 50);
  }

  // ---- Theme toggle: data-theme on <html>, remembered in localStorage. ----
  // The inline snippet in <head> applies the stored choice before first paint; this wires the button.
  function setupThemeToggle() {
    var button = document.querySelector(".theme-toggle");
    if (!button) return;
    var media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

    function isDark() {
      var chosen = root.getAttribute("data-theme");
      if (chosen) return chosen === "dark";
      return !!(media && media.matches);
    }
    function sync() {
      var dark = isDark();
      button.setAttribute("aria-pressed", dark ? "true" : "false");
      button.title = dark ? "Use the light theme" : "Use the dark theme";
    }
    button.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem(THEME_KEY, next); } catch (e) { /* private mode: not remembered */ }
      sync();
    });
    if (media && media.addEventListener) media.addEventListener("change", sync);
    button.hidden = false;
    sync();
  }

  // ---- Menu button: opens the sidebar as a drawer on small screens. ----
  function setupMenu() {
    var button = document.querySelector(".menu-button");
    var sidebar = document.getElementById("sidebar");
    if (!button || !sidebar) return;

    function isOpen() { return button.getAttribute("aria-expanded") === "true"; }
    function open() {
      button.setAttribute("aria-expanded", "true");
      sidebar.classList.add("is-open");
      var target = sidebar.querySelector('[aria-current="page"]') || sidebar.querySelector("a");
      if (target) target.focus();
    }
    function close(returnFocus) {
      if (!isOpen()) return;
      button.setAttribute("aria-expanded", "false");
      sidebar.classList.remove("is-open");
      if (returnFocus) button.focus();
    }

    button.addEventListener("click", function () { if (isOpen()) close(false); else open(); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isOpen()) { event.preventDefault(); close(true); }
    });
    document.addEventListener("click", function (event) {
      if (isOpen() && !sidebar.contains(event.target) && !button.contains(event.target)) close(false);
    });
    sidebar.addEventListener("focusout", function (event) {
      // Tabbing out of the drawer closes it, so it never hides the page behind it.
      if (isOpen() && event.relatedTarget && !sidebar.contains(event.relatedTarget) && event.relatedTarget !== button) close(false);
    });
    if (window.matchMedia) {
      var wide = window.matchMedia("(min-width: 56.25rem)");
      var onWide = function () { if (wide.matches) close(false); };
      if (wide.addEventListener) wide.addEventListener("change", onWide);
    }
    button.hidden = false;
  }

  // ---- Copy buttons: data-copy-text copies as is, data-copy-url copies the absolute URL. ----
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return legacyCopy(text); });
    }
    return legacyCopy(text);
  }
  function legacyCopy(text) {
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) resolve(); else reject(new Error("copy refused"));
    });
  }
  function absoluteURL(href) {
    // Without a base URL the page knows only where it was opened from: share that address.
    return new URL(href, location.href).href.split("#")[0];
  }
  function setupCopyButtons() {
    var buttons = document.querySelectorAll("[data-copy-text], [data-copy-url]");
    Array.prototype.forEach.call(buttons, function (button) {
      var label = button.textContent;
      button.addEventListener("click", function () {
        var url = button.getAttribute("data-copy-url");
        var text = url !== null ? absoluteURL(url) : button.getAttribute("data-copy-text");
        copyText(text).then(function () {
          button.textContent = "Copied";
          button.classList.add("is-copied");
          announce("Copied " + text);
        }, function () {
          announce("Copy failed; select the text and copy it by hand");
        }).then(function () {
          window.setTimeout(function () { button.textContent = label; button.classList.remove("is-copied"); }, 2000);
        });
      });
      button.hidden = false;
    });
  }

  // ---- Code blocks get a Copy button beside them (mockups are pictures, not code). ----
  function setupCodeCopy() {
    var blocks = document.querySelectorAll("pre:not(.mockup) > code");
    Array.prototype.forEach.call(blocks, function (code) {
      var pre = code.parentNode;
      var wrapper = document.createElement("div");
      wrapper.className = "code-block";
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button code-copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code");
      button.addEventListener("click", function () {
        copyText(code.textContent).then(function () {
          button.textContent = "Copied";
          button.classList.add("is-copied");
          announce("Code copied");
        }, function () {
          announce("Copy failed; select the text and copy it by hand");
        }).then(function () {
          window.setTimeout(function () { button.textContent = "Copy"; button.classList.remove("is-copied"); }, 2000);
        });
      });
      wrapper.appendChild(button);
    });
  }

  // ---- Rule index: show or hide rows by severity. ----
  function setupSeverityFilter() {
    var form = document.querySelector("[data-severity-filter]");
    if (!form) return;
    var rows = document.querySelectorAll(".rule-table tbody tr[data-severity]");
    var status = document.querySelector("[data-filter-status]");
    function apply() {
      var shown = {};
      Array.prototype.forEach.call(form.querySelectorAll("input[type=checkbox]"), function (box) {
        shown[box.value] = box.checked;
      });
      var visible = 0;
      Array.prototype.forEach.call(rows, function (row) {
        var show = shown[row.getAttribute("data-severity")] !== false;
        row.hidden = !show;
        if (show) visible += 1;
      });
      if (status) {
        status.textContent = visible === rows.length
          ? "Showing all " + rows.length + " rules"
          : "Showing " + visible + " of " + rows.length + " rules";
      }
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
    apply();
  }

  // ---- Regions that scroll sideways (wide mockups, tables) must be reachable by keyboard. ----
  function markScrollables() {
    var candidates = document.querySelectorAll(".content pre, .content .table-wrap");
    Array.prototype.forEach.call(candidates, function (element) {
      var scrolls = element.scrollWidth > element.clientWidth + 1;
      if (scrolls && !element.hasAttribute("tabindex")) {
        element.setAttribute("tabindex", "0");
        element.setAttribute("data-scroll-focus", "");
      } else if (!scrolls && element.hasAttribute("data-scroll-focus")) {
        element.removeAttribute("tabindex");
        element.removeAttribute("data-scroll-focus");
      }
    });
  }

  // ---- On-page TOC: highlight the section being read. ----
  function setupTocHighlight() {
    var links = document.querySelectorAll(".toc a[href^='#']");
    if (!links.length || !("IntersectionObserver" in window)) return;
    var byId = {};
    var headings = [];
    Array.prototype.forEach.call(links, function (link) {
      var id = decodeURIComponent(link.getAttribute("href").slice(1));
      var heading = document.getElementById(id);
      if (heading) { byId[id] = link; headings.push(heading); }
    });
    var visible = {};
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) { visible[entry.target.id] = entry.isIntersecting; });
      var current = null;
      for (var i = 0; i < headings.length; i++) {
        if (visible[headings[i].id]) { current = headings[i].id; break; }
      }
      if (!current) return;
      Array.prototype.forEach.call(links, function (link) { link.classList.remove("is-active"); });
      byId[current].classList.add("is-active");
    }, { rootMargin: "0px 0px -60% 0px" });
    headings.forEach(function (heading) { observer.observe(heading); });
  }

  function start() {
    setupThemeToggle();
    setupMenu();
    setupCopyButtons();
    setupCodeCopy();
    setupSeverityFilter();
    setupTocHighlight();
    markScrollables();
    var pending = 0;
    window.addEventListener("resize", function () {
      window.clearTimeout(pending);
      pending = window.setTimeout(markScrollables, 150);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
