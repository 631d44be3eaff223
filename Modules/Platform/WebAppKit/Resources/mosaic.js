// Mosaic's one script, hand-written, no libraries. Every page works without it; it only
// saves a click on pickers, keeps a countdown ticking, loads a list's next rows in place and
// swaps a filtered list without a full reload.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  // The text of the page at `href`, or a rejection when the server did not answer 200.
  function fetchText(href) {
    return fetch(href, { credentials: "same-origin" }).then(function (response) {
      if (!response.ok) { throw new Error("HTTP " + response.status); }
      return response.text();
    });
  }

  // Where the keyboard focus is inside `region`, so it can be put back on the same control once
  // the region's content is replaced: a form field by its name, anything else by its position.
  var focusable = "a[href], button, select, input, textarea, summary, [tabindex]";
  function focusPlace(region) {
    var active = document.activeElement;
    if (!active || active === region || !region.contains(active)) { return null; }
    if (active.name) { return { name: active.name }; }
    return { index: Array.prototype.indexOf.call(region.querySelectorAll(focusable), active) };
  }
  function refocus(region, place) {
    if (!place) { return; }
    var target = place.name
      ? region.querySelector("[name='" + CSS.escape(place.name) + "']")
      : region.querySelectorAll(focusable)[place.index];
    if (target) { target.focus(); }
  }

  // Puts the content of the element `id` of the page at `href` in place of this page's, and
  // makes `href` the URL, so back and reload still work. The element itself stays: it is a live
  // region, busy while it loads, so assistive technology announces the new content once, and
  // the control that asked keeps the focus. Only the latest request of a region lands. Any
  // failure falls back to opening `href`.
  var latest = {};
  function swapIn(id, href) {
    var current = document.getElementById(id);
    if (!current) { window.location.assign(href); return; }
    var ticket = (latest[id] || 0) + 1;
    latest[id] = ticket;
    current.setAttribute("aria-busy", "true");
    fetchText(href)
      .then(function (text) {
        if (latest[id] !== ticket) { return; }
        // The server escaped every value; parsing into an inert document runs no script.
        var replacement = new DOMParser().parseFromString(text, "text/html").getElementById(id);
        if (!replacement) { throw new Error("no #" + id); }
        var place = focusPlace(current);
        current.replaceChildren.apply(current, Array.from(replacement.childNodes, function (node) {
          return document.importNode(node, true);
        }));
        refocus(current, place);
        current.removeAttribute("aria-busy");
        history.pushState({ swapped: id }, "", href);
      })
      .catch(function () { window.location.assign(href); });
  }

  // A picker's form submits itself when a choice changes (its button stays for no-script use);
  // with data-swap it is swapped in place instead. Listening on the document keeps a swapped-in
  // form working.
  document.addEventListener("change", function (event) {
    var form = event.target.closest && event.target.closest("form[data-autosubmit]");
    if (!form) { return; }
    var id = form.getAttribute("data-swap");
    if (!id) { form.submit(); return; }
    var query = new URLSearchParams(new FormData(form)).toString();
    swapIn(id, form.getAttribute("action") + (query ? "?" + query : ""));
  });

  // "T- 1d 02h 03m 04s", recomputed from the page's load time so it never drifts.
  var started = Date.now();
  function two(value) { return value < 10 ? "0" + value : String(value); }
  function render(element) {
    var total = Number(element.getAttribute("data-countdown"));
    var left = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
    var days = Math.floor(left / 86400);
    var hours = Math.floor((left % 86400) / 3600);
    var minutes = Math.floor((left % 3600) / 60);
    element.textContent = "T- " + days + "d " + two(hours) + "h " + two(minutes) + "m " + two(left % 60) + "s";
  }
  var countdowns = document.querySelectorAll("[data-countdown]");
  if (countdowns.length > 0) {
    setInterval(function () { countdowns.forEach(render); }, 1000);
  }

  // Infinite scroll: when a "more" link with data-fragment scrolls into view, its rows are
  // fetched and appended, and its own "more" link replaces it. On a failure the link stays, so
  // a click still opens the next page as its own URL.
  function watch(link) {
    if (!("IntersectionObserver" in window)) { return; }
    var observer = new IntersectionObserver(function (entries) {
      if (!entries.some(function (entry) { return entry.isIntersecting; })) { return; }
      observer.disconnect();
      var more = link.closest("nav.more");
      var list = more && more.previousElementSibling;
      var region = link.closest("[aria-live]");
      if (region) { region.setAttribute("aria-busy", "true"); }
      fetchText(link.getAttribute("data-fragment"))
        .then(function (text) {
          // The server escaped every value; parsing into an inert document runs no script.
          var fragment = new DOMParser().parseFromString(text, "text/html").body;
          var rows = fragment.querySelector("ul");
          if (!list || !rows) { return; }
          Array.from(rows.children).forEach(function (row) { list.appendChild(document.importNode(row, true)); });
          var next = fragment.querySelector("nav.more");
          if (next) {
            var imported = document.importNode(next, true);
            more.replaceWith(imported);
            var nextLink = imported.querySelector("a[data-fragment]");
            if (nextLink) { watch(nextLink); }
          } else {
            more.remove();
          }
        })
        .catch(function () { link.removeAttribute("data-fragment"); })
        .finally(function () { if (region) { region.removeAttribute("aria-busy"); } });
    }, { rootMargin: "200px" });
    observer.observe(link);
  }
  document.querySelectorAll("a[data-fragment]").forEach(watch);

  // Filter chips: a link with data-swap="<id>" swaps that element in place of following the link.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-swap]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) { return; }
    if (!document.getElementById(link.getAttribute("data-swap"))) { return; }
    event.preventDefault();
    swapIn(link.getAttribute("data-swap"), link.getAttribute("href"));
  });
  // The skip link: followed, the browser scrolls to the content but may leave the focus where it
  // was, so the next Tab would go on through the header; the focus moves to the content instead
  // (which scrolls it into view). Without the script the link still scrolls there.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.skip");
    var target = link && document.getElementById(link.getAttribute("href").slice(1));
    if (!target) { return; }
    event.preventDefault();
    target.focus();
  });
  // Back or forward across swapped states: the page at that URL, from the server.
  window.addEventListener("popstate", function () { window.location.reload(); });
});
