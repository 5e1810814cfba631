// The shopper's appearance before the first paint (Settings > Appearance; src/theme keeps it in step).
// A file rather than an inline script, so the Content-Security-Policy allows no inline script at all;
// index.html loads it without defer or async, so it runs before the page is painted.
try {
  var a = JSON.parse(localStorage.getItem('appearance') || '{}'), r = document.documentElement;
  if (a.theme === 'light' || a.theme === 'dark') r.setAttribute('data-theme', a.theme);
  if (a.animations === false) r.setAttribute('data-motion', 'reduced');
} catch (e) {}
