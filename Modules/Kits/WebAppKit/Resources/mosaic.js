// Mosaic's one script, hand-written, no libraries. Every page works without it; it only
// saves a click on pickers and keeps a countdown ticking.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  // A picker's form submits itself when a choice changes; its button stays for no-script use.
  document.querySelectorAll("form[data-autosubmit]").forEach(function (form) {
    form.addEventListener("change", function () { form.submit(); });
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
});
