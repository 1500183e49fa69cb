/// The report's inline style and script. The page needs nothing else: no font, no image, no
/// request, so it reads the same from disk, from a CI artifact and from the docs site.
enum ReportAssets {
    /// Light by default, dark when the system prefers it; every colour pair meets WCAG AA.
    /// The monospace stack is the docs theme's: fonts whose box drawing fills the cell.
    /// A mockup's type shrinks with the viewport so that its box always fits the card. Cards
    /// off screen are laid out only when scrolled to: an app of 500 bars loads in a third of
    /// the time.
    static let style = """
        :root{color-scheme:light dark;--mono:ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,"Liberation Mono",monospace;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--card:#f6f8fa;\
        --link:#0550ae;--unknown:#6e4f00;--unknown-bg:#fff3c4;--error:#82071e;--error-bg:#ffebe9;\
        --warning:#5c3b00;--warning-bg:#fff8c5;--info:#0a3069;--info-bg:#ddf4ff;--focus:#0969da}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;\
        --card:#151b23;--link:#79c0ff;--unknown:#f2cc60;--unknown-bg:#3b2e00;--error:#ffc1ba;--error-bg:#5d0f12;\
        --warning:#f2cc60;--warning-bg:#3b2e00;--info:#a5d6ff;--info-bg:#0c2d6b;--focus:#4493f8}}
        *{box-sizing:border-box}
        [hidden]{display:none!important}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        a{color:var(--link)}
        :focus-visible{outline:2px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-10000px}
        .skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
        .top,main{max-width:80rem;margin:0 auto;padding:0 1rem}
        .top{padding-top:1rem}
        h1{font-size:1.75rem;margin:.5rem 0}
        h2{font-size:1.4rem;margin:2rem 0 .75rem;border-bottom:1px solid var(--line)}
        h3{font-size:1.1rem;margin:1.5rem 0 .5rem}
        h4,h5{font-size:1rem;margin:0 0 .25rem;overflow-wrap:anywhere}
        code,pre{font-family:var(--mono);font-size:.875rem}
        .note{display:block;color:var(--muted);font-size:.875rem;font-weight:normal}
        h4 .note{display:inline}
        .tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:0}
        .tiles div{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem}
        .tiles dt{color:var(--muted);font-size:.875rem}
        .tiles dd{margin:0}
        .number{font-size:1.5rem;font-weight:600}
        .tables{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:0 2rem}
        table{border-collapse:collapse;width:100%}
        th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
        .count{text-align:right}
        .severity{display:inline-block;border-radius:1em;padding:0 .5em;font-size:.8125rem;font-weight:600}
        .severity.error{color:var(--error);background:var(--error-bg)}
        .severity.warning{color:var(--warning);background:var(--warning-bg)}
        .severity.info{color:var(--info);background:var(--info-bg)}
        .problems code{overflow-wrap:anywhere}
        .filters{background:var(--bg);border-bottom:1px solid var(--line);display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end;padding:.5rem 0;margin-bottom:1rem}
        @media (min-width:48rem){.filters{position:sticky;top:0;z-index:1}}
        .field{display:flex;flex-direction:column;min-width:0;flex:1 1 12rem}
        .field label{font-size:.875rem;color:var(--muted)}
        input,select,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:4px;padding:.25rem .5rem;max-width:100%}
        .checks{display:flex;gap:1rem;flex-wrap:wrap}
        .checks input{margin-right:.25rem}
        .shown{flex-basis:100%;margin:0;color:var(--muted);font-size:.875rem}
        .path{overflow-wrap:anywhere;font-family:var(--mono)}
        .screens{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,30rem),1fr));gap:1rem;align-items:start}
        .states{border:1px dashed var(--line);border-radius:8px;padding:.75rem;display:grid;gap:.75rem}
        .card{content-visibility:auto;contain-intrinsic-size:auto 28rem;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.75rem;min-width:0}
        .where{margin:0 0 .5rem;color:var(--muted);overflow-wrap:anywhere}
        .mockup{--fit:calc((min(100vw,80rem) - 5.5rem) / (var(--columns) * .62));font-size:min(.875rem,var(--fit));\
        line-height:1.15;letter-spacing:0;font-variant-ligatures:none;font-kerning:none;margin:0 0 .75rem;padding:.5rem;background:var(--bg);border-radius:4px;overflow-x:auto;white-space:pre}
        .states .mockup{--fit:calc((min(100vw,80rem) - 7.5rem) / (var(--columns) * .62))}
        .unknown{color:var(--unknown);background:var(--unknown-bg);border-radius:2px;font-weight:600}
        .findings,.remarks{margin:0 0 .75rem;padding-left:1.25rem}
        .findings li{margin-bottom:.25rem;overflow-wrap:anywhere}
        .remarks{color:var(--muted);font-size:.875rem}
        .at{color:var(--muted);font-size:.875rem;white-space:nowrap}
        .clean{margin:0 0 .75rem;color:var(--muted)}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:0 .75rem;margin:0 0 .5rem;font-size:.875rem}
        .unknowns{margin:0 0 .75rem;font-size:.875rem}
        .facts div{display:contents}
        .facts dt{font-family:var(--mono);color:var(--muted)}
        .facts dd{margin:0;overflow-wrap:anywhere}
        .spec summary{cursor:pointer;color:var(--link)}
        .spec pre{background:var(--bg);padding:.5rem;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0}
        """

    /// Shows the filters, applies them as they change, and wires the copy buttons. Cards are
    /// only ever hidden by it, so with scripts off all of them show.
    static let script = """
        (function () {
        var form = document.getElementById('filters');
        if (!form) return;
        var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));
        var groups = Array.prototype.slice.call(document.querySelectorAll('.screen, .file'));
        var shown = document.getElementById('shown');
        function apply() {
          var text = form.elements.text.value.trim().toLowerCase();
          var rule = form.elements.rule.value, file = form.elements.file.value;
          var findings = form.elements.findings.checked, unknowns = form.elements.unknowns.checked;
          var count = 0;
          cards.forEach(function (card) {
            var rules = card.getAttribute('data-rules');
            var show = (!rule || (' ' + rules + ' ').indexOf(' ' + rule + ' ') >= 0)
              && (!file || card.getAttribute('data-file') === file)
              && (!findings || rules !== '')
              && (!unknowns || card.getAttribute('data-unknown') === 'yes')
              && (!text || card.getAttribute('data-search').indexOf(text) >= 0);
            card.hidden = !show;
            if (show) count += 1;
          });
          groups.forEach(function (group) { group.hidden = !group.querySelector('.card:not([hidden])'); });
          shown.textContent = count === cards.length ? 'Showing all ' + count + ' bars'
            : 'Showing ' + count + ' of ' + cards.length + ' bars';
        }
        form.addEventListener('input', apply);
        form.addEventListener('change', apply);
        form.addEventListener('submit', function (event) { event.preventDefault(); });
        form.hidden = false;
        if (navigator.clipboard) {
          document.querySelectorAll('.copy').forEach(function (button) {
            button.hidden = false;
            button.addEventListener('click', function () {
              var code = button.parentNode.querySelector('code');
              navigator.clipboard.writeText(code.textContent).then(function () { button.textContent = 'Copied'; },
                function () { button.textContent = 'Select the text to copy'; });
            });
          });
        }
        }());
        """
}
