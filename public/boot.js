// Runs before the first paint (a classic script in index.html's head; the CSP allows no inline script), so a page
// prerendered at build time paints right: the colour scheme Mantine sets once the app runs (localStorage 'isDark',
// src/app/theme.ts; else the system's), and, for a signed-in visitor (localStorage 'payway.session',
// src/app/session.ts) or a tab in the middle of a sign-up or reset (sessionStorage 'user-registration-props',
// src/app/session-storage.ts), the first visit's page hidden until the app replaces it (index.html's style).
(function () {
  var root = document.documentElement;
  try {
    var stored = localStorage.getItem('isDark');
    var dark = stored === 'true' || (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    var flow = sessionStorage.getItem('user-registration-props');
    if (localStorage.getItem('payway.session') || (flow && flow !== '{}')) root.setAttribute('data-replaces-prerender', '');
  } catch (error) {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
