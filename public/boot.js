// Runs before the first paint (a classic script in index.html's head; the CSP allows no inline script), so a page
// prerendered at build time paints right: the colour scheme Mantine sets once the app runs (localStorage 'isDark',
// src/app/theme.ts; else the system's), and, for a signed-in visitor (localStorage 'payway.session',
// src/app/session.ts), the signed-out page hidden until the app replaces it with theirs (index.html's style).
(function () {
  var root = document.documentElement;
  try {
    var stored = localStorage.getItem('isDark');
    var dark = stored === 'true' || (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    if (localStorage.getItem('payway.session')) root.setAttribute('data-signed-in', '');
  } catch (error) {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
