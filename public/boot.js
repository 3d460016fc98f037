// Runs before the first paint (a classic script in index.html's head; the CSP allows no inline script), so a page
// prerendered at build time paints right: the colour scheme Mantine sets once the app runs (localStorage 'isDark',
// src/app/theme.ts; else the system's), and, for a signed-in visitor (localStorage 'payway.session',
// src/app/session.ts), a tab in the middle of a sign-up or reset (sessionStorage 'user-registration-props',
// src/app/session-storage.ts) or a device whose language is not the page's (the choice in localStorage
// 'payway.language', else the browser's languages, as src/app/i18n.ts decides), the first visit's page hidden until
// the app replaces it (index.html's style). A prerendered form takes typing before the app runs, but its submit
// waits for the app (src/main.tsx marks #root data-started): the browser's own would put the password in the URL.
document.addEventListener(
  'submit',
  function (event) {
    var root = document.getElementById('root');
    if (root && !root.hasAttribute('data-started')) event.preventDefault();
  },
  true,
);
(function () {
  var root = document.documentElement;
  try {
    var stored = localStorage.getItem('isDark');
    var dark = stored === 'true' || (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    var flow = sessionStorage.getItem('user-registration-props');
    var spoken = ['en', 'fr'];
    var chosen = localStorage.getItem('payway.language');
    var preferred = (navigator.languages || [navigator.language]).map(function (tag) {
      return tag.split('-')[0].toLowerCase();
    });
    var language =
      spoken.indexOf(chosen) >= 0
        ? chosen
        : preferred.filter(function (tag) {
            return spoken.indexOf(tag) >= 0;
          })[0] || 'en';
    if (localStorage.getItem('payway.session') || (flow && flow !== '{}') || language !== root.lang) root.setAttribute('data-replaces-prerender', '');
  } catch (error) {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
