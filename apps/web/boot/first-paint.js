/* global document, location, window, requestAnimationFrame */
// The document's only inline script (apps/web/boot-html.ts puts it there; the server allows it by its hash).
// First it paints the welcome's greeting and subtitle as this device last showed them: on a slow phone the app's
// code takes seconds, and a returning owner opens the welcome every day. The app writes what to paint
// (apps/web/src/features/home/components/use-welcome-paint.ts) and replaces all of it when it starts. Nothing is
// painted for another user, another page or language, or another screen width.
// Then it starts the app's code (the tags in <template id="boot-files">): at once when it painted nothing, else
// just after that paint, so the frame reaches the screen without waiting behind the downloads it starts.
(function () {
  function paintWelcome() {
    var paint = JSON.parse(localStorage.getItem('welcome_paint') || 'null');
    var root = document.getElementById('root');
    if (!paint || paint.version !== 1 || !root || root.firstChild) return false;
    if (!localStorage.getItem('accessToken') || paint.userId !== localStorage.getItem('users_id'))
      return false;
    if (paint.path !== location.pathname || paint.viewportWidth !== window.innerWidth) return false;
    // Its own layer over the whole window, gone with the rest when the app mounts: nothing stays on the body.
    var shell = document.createElement('div');
    shell.style.cssText = 'position:fixed;top:0;right:0;bottom:0;left:0;overflow:hidden;';
    shell.style.backgroundColor = paint.background;
    paint.texts.forEach(function (text) {
      var element = document.createElement(text.tag === 'h1' ? 'h1' : 'p');
      element.textContent = text.text;
      element.style.cssText =
        'position:absolute;margin:0;padding:0;box-sizing:border-box;overflow-wrap:break-word;';
      element.style.top = text.top + 'px';
      element.style.left = text.left + 'px';
      element.style.width = text.width + 'px';
      element.style.font = text.font;
      element.style.color = text.color;
      element.style.letterSpacing = text.letterSpacing;
      shell.appendChild(element);
    });
    root.appendChild(shell);
    return true;
  }

  var loaded = false;
  function loadApp() {
    if (loaded) return;
    loaded = true;
    var template = document.getElementById('boot-files');
    if (!template) return;
    // Fresh elements with the same attributes (a script parsed inside a template never runs), added at once.
    var copies = document.createDocumentFragment();
    Array.prototype.forEach.call(template.content.children, function (tag) {
      var copy = document.createElement(tag.tagName);
      Array.prototype.forEach.call(tag.attributes, function (attribute) {
        copy.setAttribute(attribute.name, attribute.value);
      });
      copies.appendChild(copy);
    });
    document.head.appendChild(copies);
  }

  var painted = false;
  try {
    painted = paintWelcome();
  } catch {
    // Storage unavailable or unreadable: the app paints as usual.
  }
  if (!painted) {
    loadApp();
    return;
  }
  // After the next frame; the timer also covers a tab opened in the background, where frames wait.
  requestAnimationFrame(function () {
    setTimeout(loadApp, 0);
  });
  setTimeout(loadApp, 100);
})();
