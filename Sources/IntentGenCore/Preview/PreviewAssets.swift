/// The preview's style and script: constants, the same on every page, which the page's Content
/// Security Policy allows by their hashes (and nothing else). The script reads what it needs
/// from the page's attributes; no text of the definitions is ever part of it.
enum PreviewAssets {
    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", "Noto Sans", "Noto Sans CJK JP", sans-serif; }
        body { margin: 0; background: #ffffff; color: #1c1c1e; }
        [hidden] { display: none !important; }
        .page-head, nav, main, footer { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
        .page-head { padding-top: 20px; }
        h1 { font-size: 28px; margin: 4px 0 8px; }
        h2 { font-size: 21px; margin: 28px 0 12px; border-bottom: 1px solid #d1d1d6; padding-bottom: 6px; }
        h3 { font-size: 17px; margin: 0 0 6px; }
        .legend, .crumb, .note, .sources { color: #636366; font-size: 13px; }
        .language { margin: 8px 0; }
        nav ul { list-style: none; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
        .cards { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        .sheet { background: #f2f2f7; border-radius: 18px; padding: 18px 16px; width: 360px; box-sizing: border-box; }
        .sheet-head { text-align: center; margin-bottom: 14px; }
        .description { color: #3a3a3c; font-size: 14px; margin: 4px 0; }
        .families { color: #636366; font-size: 12px; margin: 4px 0; }
        .rows { background: #ffffff; border-radius: 12px; overflow: hidden; }
        .row { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px;
            padding: 11px 14px; border: 0; border-bottom: 1px solid #e5e5ea; margin: 0; min-height: 24px; }
        .row:last-child { border-bottom: 0; }
        .row > label, .row > legend { font-size: 15px; }
        fieldset.row { display: block; }
        fieldset.row > legend { float: left; padding: 0; }
        .slots { clear: both; padding-top: 6px; }
        .slots ol { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 2px 0 6px; padding: 0; }
        .slots .choose { border: 1px solid #c7c7cc; border-radius: 8px; padding: 1px 8px; font-size: 13px; }
        .slot-count { color: #636366; font-size: 12px; margin: 2px 0; }
        .row select, .row input[type=text], .row input[type=url], .row input[type=number], .row textarea { max-width: 170px; font-size: 15px; }
        .choose { background: none; border: 0; color: #007aff; font-size: 15px; padding: 0; }
        .condition { flex-basis: 100%; color: #636366; font-size: 12px; margin: 0; }
        .unit { color: #636366; font-size: 13px; }
        .empty { padding: 12px 14px; color: #636366; margin: 0; }
        .action, .control, .shortcut { border: 1px solid #d1d1d6; border-radius: 14px; padding: 14px 16px; width: 360px; box-sizing: border-box; }
        .summary { font-size: 16px; line-height: 1.9; }
        .sentence, .list { margin: 0; }
        .token { background: #e5f0ff; color: #0a58ca; border-radius: 6px; padding: 1px 6px; }
        .value { font-weight: 600; }
        .when { border-left: 3px solid #c7c7cc; padding-left: 10px; }
        .then, .otherwise { margin-left: 8px; }
        .otherwise-label { color: #636366; font-size: 13px; margin: 4px 0 0; }
        .app-name { font-weight: 600; }
        .placeholder { font-style: italic; color: #8e8e93; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; font-size: 13px; margin: 8px 0; }
        dt { color: #636366; } dd { margin: 0; }
        .state { font-size: 14px; margin: 4px 0; }
        .phrases ul { margin: 6px 0; padding-left: 20px; }
        .phrase { margin: 2px 0; }
        .fallback { background: #fff4ce; box-shadow: inset 0 -2px 0 #d4a106; }
        .cut { text-decoration: underline wavy #d70015; text-decoration-skip-ink: none; }
        .problems { list-style: none; padding: 0; margin: 6px 0; }
        .problem code { display: block; white-space: pre-wrap; font-size: 12px; background: #fff8e6; border-left: 3px solid #d4a106; padding: 4px 8px; }
        .problem.error code { background: #ffecec; border-left-color: #d70015; }
        footer { color: #8e8e93; font-size: 12px; padding-top: 24px; padding-bottom: 24px; }
        """

    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement;
          var picker = document.getElementById("language");
          function hasWord(list, word) { return (" " + (list || "") + " ").indexOf(" " + word + " ") >= 0; }
          function setLanguage(language) {
            var known = picker && Array.prototype.some.call(picker.options, function (option) {
              return option.value.toLowerCase() === language.toLowerCase();
            });
            if (!known) return;
            var code = language.toLowerCase();
            root.setAttribute("data-language", code);
            root.setAttribute("lang", language);
            picker.value = Array.prototype.filter.call(picker.options, function (option) {
              return option.value.toLowerCase() === code;
            })[0].value;
            document.querySelectorAll("[data-tr-dev]").forEach(function (element) {
              var value = element.getAttribute("data-tr-" + code);
              element.textContent = value === null ? element.getAttribute("data-tr-dev") : value;
              element.classList.toggle("fallback", value === null);
              element.classList.toggle("cut", hasWord(element.getAttribute("data-cut"), code));
            });
            document.querySelectorAll("[data-lang]").forEach(function (element) {
              element.hidden = element.getAttribute("data-lang") !== code;
            });
          }
          function valueOf(control) {
            return control.type === "checkbox" ? (control.checked ? "true" : "false") : control.value;
          }
          function updateVisibility() {
            var rows = document.querySelectorAll("[data-visible-when]");
            for (var round = 0; round <= rows.length; round++) {
              var changed = false;
              rows.forEach(function (row) {
                var control = document.getElementById(row.getAttribute("data-visible-when"));
                var shown = true;
                if (control) {
                  var expected = row.getAttribute("data-visible-value");
                  var value = valueOf(control);
                  var parentRow = control.closest(".row");
                  shown = (expected === null ? value !== "" : value === expected) && !(parentRow && parentRow.hidden);
                }
                if (row.hidden === shown) { row.hidden = !shown; changed = true; }
              });
              if (!changed) break;
            }
          }
          function setControl(target) {
            var colon = target.indexOf(":");
            if (colon < 0) return;
            var control = document.getElementById(target.slice(0, colon));
            if (!control || !control.closest(".row")) return;
            var value = target.slice(colon + 1);
            if (control.type === "checkbox") { control.checked = value === "true"; } else { control.value = value; }
            control.dispatchEvent(new Event("change", { bubbles: true }));
          }
          function applyHash() {
            location.hash.replace(/^#/, "").split("&").forEach(function (setting) {
              var equals = setting.indexOf("=");
              if (equals < 0) return;
              var key, value;
              try {
                key = decodeURIComponent(setting.slice(0, equals));
                value = decodeURIComponent(setting.slice(equals + 1));
              } catch (error) { return; }
              if (key === "lang") setLanguage(value);
              if (key === "set") setControl(value);
            });
          }
          if (picker) picker.addEventListener("change", function () { setLanguage(picker.value); });
          document.addEventListener("change", updateVisibility);
          document.addEventListener("input", updateVisibility);
          window.addEventListener("hashchange", applyHash);
          root.classList.add("scripted");
          updateVisibility();
          applyHash();
        })();
        """

    /// The page's Content Security Policy: nothing from anywhere, but its own style and script.
    static let contentSecurityPolicy: String = {
        "default-src 'none'; style-src \(PreviewHTML.hashSource(style)); script-src \(PreviewHTML.hashSource(script)); "
            + "img-src 'none'; base-uri 'none'; form-action 'none'"
    }()
}
