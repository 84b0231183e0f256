/* global document, window, HTMLFormElement, PerformanceObserver, setTimeout */
/*
 * Served with a landing page the server has drawn (the API's plugins/drawn-pages). The page is
 * on screen before the app's script: this asks for the script only once the page has painted,
 * so a phone on a slow connection draws the page first and downloads the app behind it. The app
 * then takes the drawn page over (src/main.tsx).
 *
 * Until the app has taken the page over, a form sent with Enter or its button would be sent by
 * the browser itself, its fields (a password) in the address. No form of the site is ever sent
 * that way (each sends its fields to the API), so the browser's own sending is always refused.
 * A form sent before the app was there is marked, and the app sends it once it has it
 * (src/components/ui/use-submit-sent-early.ts).
 */
(function () {
  var NO_PAINT_REPORTED_MS = 1000;
  var loader = document.currentScript;
  var app = loader.getAttribute('data-app');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  document.addEventListener(
    'submit',
    function (event) {
      event.preventDefault();
      // Read only by a form the app takes over; one the app already has never looks again.
      if (event.target instanceof HTMLFormElement) event.target.setAttribute('data-sent-early', '');
    },
    true,
  );

  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }

  var isLoading = false;
  function loadOnce() {
    if (isLoading) return;
    isLoading = true;
    load();
  }

  // Once the page's first paint with content is on the screen. The browser reports that paint
  // (Paint Timing) when its frame is shown, which on a page with images to decode comes several
  // frames after the page was laid out: asked for earlier, the app's download would compete with
  // the page's own images and fonts for a slow connection. A browser that reports no paints, or a
  // page that paints nothing yet (a tab opened in the background), asks for the app after a second.
  var paintEntryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintEntryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(loadOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(loadOnce, NO_PAINT_REPORTED_MS);
})();
