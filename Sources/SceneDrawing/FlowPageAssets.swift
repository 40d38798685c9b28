/// The style sheet and script of the HTML flow page, inlined so the page needs no network.
///
/// The script finds boxes and arrows by the ids and classes ``FlowDOTTranslator`` gives them:
/// hovering a box highlights the arrows with its `from-<id>` and `to-<id>` classes; clicking it
/// (or opening the page with `#<id>`) shows its details from the page's JSON in the side panel.
/// User text reaches the page through `textContent` only, never as markup.
enum FlowPageAssets {
    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; height: 100vh; display: flex; flex-direction: column; color: #111827; background: #ffffff; }
        header { display: flex; align-items: center; gap: 12px; padding: 8px 14px; border-bottom: 1px solid #e5e7eb; background: #f9fafb; }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; }
        header .files { font-size: 12px; color: #4b5563; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        header button { font: inherit; font-size: 12px; padding: 3px 10px; border: 1px solid #d1d5db; border-radius: 6px; background: #ffffff; cursor: pointer; }
        main { flex: 1; display: flex; min-height: 0; }
        #canvas { flex: 1; overflow: auto; padding: 12px; }
        #canvas.fit svg { width: 100%; height: auto; max-height: calc(100vh - 80px); }
        #details { width: 320px; flex: none; overflow: auto; border-left: 1px solid #e5e7eb; padding: 12px 14px; font-size: 13px; background: #fcfcfd; }
        #details h2 { font-size: 16px; margin: 0 0 2px; word-break: break-word; }
        #details .subtitle { color: #4b5563; margin-bottom: 10px; word-break: break-word; }
        #details h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: #6b7280; margin: 14px 0 4px; }
        #details ul { margin: 0; padding-left: 16px; }
        #details li { margin: 2px 0; word-break: break-word; }
        #details dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; }
        #details dt { color: #6b7280; }
        #details dd { margin: 0; word-break: break-word; }
        #details a { color: #2563eb; cursor: pointer; text-decoration: underline; }
        #details .hint { color: #6b7280; }
        g.node.scene, g.node.exit, g.node.missing { cursor: pointer; }
        svg.focusing g.edge.segue, svg.focusing g.edge.reference-link { opacity: 0.15; }
        svg.focusing g.edge.hl { opacity: 1; }
        svg.focusing g.node.scene:not(.hl):not(.peer) { opacity: 0.45; }
        g.edge.hl path { stroke-width: 3.5px; }
        g.node.hl > path, g.node.hl > polygon { stroke-width: 2.5px; }
        g.node.selected > path, g.node.selected > polygon { stroke: #f59e0b; stroke-width: 3.5px; }
        """

    static let script = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("flow-data").textContent);
          var svg = document.querySelector("#canvas svg");
          var panel = document.getElementById("details");
          var selected = null;
          if (!svg) { return; }

          function related(id) {
            return Array.prototype.slice.call(svg.querySelectorAll("g.edge.from-" + id + ", g.edge.to-" + id));
          }
          function peers(id) {
            var result = [];
            related(id).forEach(function (edge) {
              edge.getAttribute("class").split(/\\s+/).forEach(function (name) {
                var match = /^(?:from|to)-(.+)$/.exec(name);
                if (match && match[1] !== id) { var node = document.getElementById(match[1]); if (node) { result.push(node); } }
              });
            });
            return result;
          }
          function clear(name) {
            Array.prototype.slice.call(svg.querySelectorAll("." + name)).forEach(function (element) { element.classList.remove(name); });
          }
          function focus(id) {
            clear("hl"); clear("peer");
            var node = document.getElementById(id);
            if (!node) { svg.classList.remove("focusing"); return; }
            svg.classList.add("focusing");
            node.classList.add("hl");
            related(id).forEach(function (edge) { edge.classList.add("hl"); });
            peers(id).forEach(function (peer) { peer.classList.add("peer"); });
          }
          function unfocus() {
            if (selected) { focus(selected); } else { clear("hl"); clear("peer"); svg.classList.remove("focusing"); }
          }
          function element(name, text, className) {
            var result = document.createElement(name);
            if (text !== undefined) { result.textContent = text; }
            if (className) { result.className = className; }
            return result;
          }
          function list(title, items) {
            if (!items || items.length === 0) { return; }
            panel.appendChild(element("h3", title));
            var ul = element("ul");
            items.forEach(function (item) { ul.appendChild(item instanceof Node ? item : element("li", item)); });
            panel.appendChild(ul);
          }
          function edgeLabel(edge) {
            var texts = Array.prototype.slice.call(edge.querySelectorAll("text")).map(function (t) { return t.textContent; });
            return texts.join(" ");
          }
          function link(text, target) {
            var item = element("li");
            var anchor = element("a", text);
            anchor.addEventListener("click", function () { select(target); });
            item.appendChild(anchor);
            return item;
          }
          function show(id) {
            var info = data[id];
            panel.textContent = "";
            var node = document.getElementById(id);
            if (!info) {
              var title = node ? node.querySelector("text") : null;
              panel.appendChild(element("h2", title ? title.textContent : id));
              panel.appendChild(element("div", node ? edgeLabel(node) : "", "subtitle"));
              return;
            }
            panel.appendChild(element("h2", info.heading));
            panel.appendChild(element("div", info.file + " · " + info.id, "subtitle"));
            var facts = element("dl");
            [["class", info["class"]], ["kind", info.kind], ["module", info.module], ["title", info.title],
             ["storyboard id", info.storyboardID], ["restoration id", info.restorationID],
             ["initial", info.initial ? "yes" : undefined], ["reference", info.reference], ["resolves to", info.resolved]]
              .forEach(function (pair) {
                if (pair[1] === undefined) { return; }
                facts.appendChild(element("dt", pair[0]));
                facts.appendChild(element("dd", pair[1]));
              });
            panel.appendChild(facts);
            list("Outlets", info.outlets);
            list("Outlets of other objects", info.otherOutlets);
            list("Actions", info.actions);
            list("Unwind actions", info.unwindActions);
            list("Segues", (info.segues || []).map(function (segue) {
              return segue.to ? link(segue.text, segue.to) : element("li", segue.text);
            }));
            list("Arriving", related(id).filter(function (edge) {
              return edge.classList.contains("to-" + id) && edge.classList.contains("segue");
            }).map(function (edge) {
              var from = /(?:^|\\s)from-(\\S+)/.exec(edge.getAttribute("class"));
              var source = from ? data[from[1]] : undefined;
              var kind = /(?:^|\\s)kind-(\\S+)/.exec(edge.getAttribute("class"));
              var text = (kind ? kind[1] : "segue") + " from " + (source ? source.heading : (from ? from[1] : "?"));
              var label = edgeLabel(edge);
              if (label) { text += " (" + label + ")"; }
              return from ? link(text, from[1]) : element("li", text);
            }));
          }
          function select(id) {
            clear("selected");
            var node = document.getElementById(id);
            if (!node) { return; }
            selected = id;
            node.classList.add("selected");
            focus(id);
            show(id);
            if (history.replaceState) { history.replaceState(null, "", "#" + id); }
          }

          Array.prototype.slice.call(svg.querySelectorAll("g.node.scene, g.node.exit, g.node.missing")).forEach(function (node) {
            node.addEventListener("mouseenter", function () { focus(node.id); });
            node.addEventListener("mouseleave", unfocus);
            node.addEventListener("click", function (event) { event.stopPropagation(); select(node.id); });
          });
          var canvas = document.getElementById("canvas");
          var fit = document.getElementById("fit");
          function setFit(on) {
            canvas.classList.toggle("fit", on);
            fit.textContent = on ? "Actual size" : "Fit to window";
          }
          fit.addEventListener("click", function () { setFit(!canvas.classList.contains("fit")); });
          var box = svg.viewBox && svg.viewBox.baseVal;
          if (box && box.width > 0 && canvas.clientWidth / (box.width * 4 / 3) < 0.4) { setFit(false); }
          var initial = decodeURIComponent(location.hash.replace(/^#/, ""));
          if (initial && document.getElementById(initial)) { select(initial); }
          document.body.setAttribute("data-ready", "true");
        })();
        """
}
