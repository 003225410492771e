// Runs in the document's head before anything paints (inlined by the build; its hash is in the
// CSP). It shows the stored colour mode at once, and hides a pre-rendered page that is not what
// this visitor will see: a public page when a session is stored, a member page's shell when none
// is, or another path's page served as the fallback document. The app shows the root again once
// it has decided.
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
  // A member page's shell (data-shell) is for a stored session, a public page for a visitor.
  var memberShell = !!script && script.hasAttribute('data-shell');
  if (rendered !== path || signedIn !== memberShell) root.setAttribute('data-prerender', 'stale');
  // A form sent before the app has taken the page over would reload it and lose what was typed:
  // it is held, and the app sends it once ready. A button pressed before the app has begun to
  // take the page over (from then on React replays a press itself) would do nothing: it is
  // remembered, and the app presses it once ready (app/prerender/earlyInput.ts).
  var appOwns = function () {
    return root.hasAttribute('data-app-ready') || root.hasAttribute('data-app-hydrating');
  };
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-app-ready')) return;
      event.preventDefault();
      window.pitchsideHeldSubmit = event.submitter || event.target;
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      if (appOwns() || !(event.target instanceof Element)) return;
      var button = event.target.closest('button');
      if (button && button.type !== 'submit') window.pitchsideHeldClick = button;
    },
    true,
  );
  // The app's code is asked for once the page has painted: the document is already the page, and
  // nothing downloaded or run before its first frame can delay it (docs/prerender.md). A page
  // hidden above waits for the app alone, and a background tab paints nothing: they ask at once.
  // The build names the entry and the modules it imports first in a meta element above this, and
  // the files of the page's own code in its data-page attribute.
  var app = document.querySelector('meta[name="pitchside-app"]');
  if (!app) return;
  // With a stored session the page's first requests start with its code, with the stored token,
  // and run while it downloads: the session check, and the first data of a member page. The app
  // takes their answers instead of asking again (app/api/earlyAnswers.ts). Only a build for a real
  // backend names them (data-early): the demo's mock worker is not running yet.
  var askEarly = function () {
    var early = app.getAttribute('data-early');
    if (!early || !signedIn || !window.fetch) return;
    try {
      var plan = JSON.parse(early);
      var token = window.localStorage.getItem('pitchside.token');
      var wanted = plan.always.concat(plan.pages[path] || []);
      var answers = {};
      var ask = function (request) {
        return fetch(plan.api + request, {
          headers: { Accept: 'application/json', Authorization: 'Token ' + token },
        }).then(function (response) {
          return response.text().then(function (body) {
            var headers = {};
            response.headers.forEach(function (value, name) {
              headers[name] = value;
            });
            return { status: response.status, body: body, headers: headers };
          });
        });
      };
      for (var i = 0; i < wanted.length; i++) {
        answers[wanted[i]] = ask(wanted[i]);
        // A failure nobody takes is not an error of the page: the app asks again itself.
        answers[wanted[i]].catch(function () {});
      }
      window.pitchsideEarly = { token: token, startedAt: performance.now(), answers: answers };
    } catch {
      // An unreadable plan: the app asks for everything itself.
    }
  };
  var files = (app.getAttribute('content') || '').split(' ');
  var loaded = false;
  var preload = function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  var load = function () {
    if (loaded) return;
    loaded = true;
    // Each request the document adds holds a slow phone's CPU for a moment, and a page adds
    // dozens: they are added a few per task, in the order they are needed (the early data, the
    // entry, the rest of the code, the manifest), so that no task is long (docs/prerender.md,
    // "Start-up work").
    var steps = [askEarly];
    steps.push(function () {
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = files[0];
      document.head.appendChild(entry);
    });
    // The page's own code comes at the same time, not once the entry has run, when this document
    // is the page at this address (not the home page's document served for another path).
    var page = rendered === path ? (app.getAttribute('data-page') || '').split(' ') : [];
    var code = files.slice(1).concat(page).filter(Boolean);
    var preloadTwo = function () {
      code.splice(0, 2).forEach(function (href) {
        preload(href);
      });
    };
    for (var i = 0; i < code.length; i += 2) steps.push(preloadTwo);
    // The web app manifest, which the installable build names in data-manifest: on its link the
    // browser checks whether the app can be installed (the manifest, then an icon), after the
    // page's own requests rather than before its first frame.
    steps.push(function () {
      var manifest = app.getAttribute('data-manifest');
      if (!manifest) return;
      var link = document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      document.head.appendChild(link);
    });
    // Each step in a task of its own: a message to itself, which neither a chain of timers' 4 ms
    // nor a hidden tab's once a second holds back.
    var next = 0;
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      steps[next++]();
      if (next < steps.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port1.onmessage();
  };
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (root.hasAttribute('data-prerender') || document.visibilityState === 'hidden') {
    load();
  } else if (paints && paints.indexOf('paint') !== -1) {
    // The paint entry comes once the frame is on screen; a first frame of the background alone
    // (first-paint) is not yet the page.
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) load();
    }).observe({ type: 'paint', buffered: true });
    // Should the tab be hidden before it paints, the code still comes.
    setTimeout(load, 3000);
  } else {
    // Without paint timing: after the second frame, when the first is surely on screen.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    });
  }
})();
