// Runs in the document's head before anything paints (inlined by the build; its hash is in the
// CSP). It shows the stored colour mode at once, and hides a pre-rendered page that is not what
// this visitor will see: the visitor's version when a session is stored, or another path's page
// served as the fallback document. The app shows the root again once it has decided.
(function () {
  var root = document.documentElement;
  var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  var signedIn = false;
  try {
    var store = window.localStorage;
    var mode = (JSON.parse(store.getItem('pitchside.settings') || 'null') || {}).colorMode;
    if (mode === 'dark' || mode === 'light') dark = mode === 'dark';
    signedIn = !!(store.getItem('pitchside.token') && store.getItem('pitchside.user'));
  } catch {
    // Unreadable settings or blocked storage: the system's mode and no session, as in the app.
  }
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  var script = document.currentScript;
  var rendered = script && script.getAttribute('data-path');
  var path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (signedIn || rendered !== path) root.setAttribute('data-prerender', 'stale');
  // A form sent before the app has taken the page over would reload it and lose what was typed:
  // it is held, and the app sends it once ready (app/prerender/earlyInput.ts).
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-app-ready')) return;
      event.preventDefault();
      window.pitchsideHeldSubmit = event.submitter || event.target;
    },
    true,
  );
})();
