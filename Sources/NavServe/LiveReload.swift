import NavBase
import NavDocs
import NavRules

/// Live reload under `navdocs serve`: every HTML page gets a script that listens
/// to the server's events, reloads on a good build and shows the errors of a bad
/// one over the page.
package enum LiveReload {
    static let scriptPath = "/__navdocs/livereload.js"
    static let eventsPath = "/__navdocs/events"

    /// The tag put before `</body>`. The address is absolute because `404.html`
    /// is sent for missing pages at any depth.
    static let tag = Array("<script src=\"\(scriptPath)\"></script>\n".utf8)

    /// Adds the script tag to an HTML file, before its last `</body>` (at the end when it has none).
    static func inject(into html: [UInt8]) -> [UInt8] {
        let close = Array("</body>".utf8)
        var at = html.count - close.count
        while at >= 0 {
            if html[at] == UInt8(ascii: "<"), html[at..<at + close.count].elementsEqual(close) { break }
            at -= 1
        }
        let insertion = at >= 0 ? at : html.count
        return Array(html[..<insertion]) + tag + html[insertion...]
    }

    /// An output that adds the script to every `.html` file on its way to `base`.
    struct Injecting: OutputSink {
        let base: OutputSink
        init(_ base: OutputSink) { self.base = base }

        func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
            try base.write(path, path.hasSuffix(".html") ? LiveReload.inject(into: bytes) : bytes)
        }

        func commit() throws(DiagnosticList) { try base.commit() }
        func keep(_ path: String) -> Bool { base.keep(path) }
        func keep(_ paths: [String]) -> Bool { base.keep(paths) }
        func keep(known paths: [String]) { base.keep(known: paths) }
    }

    /// A Server-Sent Event; every line of `data` becomes one `data:` line.
    static func event(_ name: String, data: String) -> [UInt8] {
        var text = "event: \(name)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }

    /// The script. EventSource reconnects by itself when the server restarts.
    /// An "error" event from the server carries data; the browser's own
    /// connection errors do not, and are ignored.
    static let script = """
    // navdocs serve: reloads this page after each build and shows build errors.
    (function () {
      "use strict";
      var overlay = null;
      function clear() {
        if (overlay) { overlay.remove(); overlay = null; }
      }
      function show(text) {
        clear();
        overlay = document.createElement("div");
        overlay.id = "navdocs-build-error";
        overlay.setAttribute("role", "alert");
        // A long list of errors scrolls: the overlay takes focus from the keyboard so it can.
        overlay.tabIndex = 0;
        overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;" +
          "padding:2rem;background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;";
        var title = document.createElement("p");
        title.style.cssText = "margin:0 0 1rem;font-weight:bold;color:#ff8a80;";
        title.textContent = "navdocs: the build failed; this page is from the last good build.";
        var pre = document.createElement("pre");
        // Set in full, so the theme's own pre style (a light background in the light scheme) cannot show through.
        // Wrapped anywhere, so a long path never makes the pre a second scrolling box inside the overlay.
        pre.style.cssText = "margin:0;padding:0;border:0;white-space:pre-wrap;overflow-wrap:anywhere;overflow:visible;" +
          "color:#fff;background:transparent;font:inherit;";
        pre.textContent = text;
        overlay.appendChild(title);
        overlay.appendChild(pre);
        document.body.appendChild(overlay);
      }
      var source = new EventSource("\(eventsPath)");
      source.addEventListener("reload", function () { location.reload(); });
      source.addEventListener("error", function (event) {
        if (typeof event.data === "string") { show(event.data); }
      });
      source.addEventListener("ok", clear);
    })();

    """
}
