/* global document, location, window */
// Paints the welcome's greeting and subtitle as this device last showed them, before the app's code arrives:
// on a slow phone that code takes seconds, and a returning owner opens the welcome every day. The app writes
// what to paint (apps/web/src/features/home/components/use-welcome-paint.ts) and replaces all of it when it
// starts. Nothing is painted for another user, another page or language, or another screen width.
(function () {
  try {
    var paint = JSON.parse(localStorage.getItem('welcome_paint') || 'null');
    var root = document.getElementById('root');
    if (!paint || paint.version !== 1 || !root || root.firstChild) return;
    if (!localStorage.getItem('accessToken') || paint.userId !== localStorage.getItem('users_id')) return;
    if (paint.path !== location.pathname || paint.viewportWidth !== window.innerWidth) return;
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
  } catch {
    // Storage unavailable or unreadable: the app paints as usual.
  }
})();
