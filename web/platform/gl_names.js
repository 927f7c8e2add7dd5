// Appended to app.js (--post-js): vertex arrays' names are taken again once freed.
// Emscripten 3.1.6's GL library gives every new object (texture, buffer, vertex array...) the next
// number of one counter and fills the object's table with empty slots up to it, never reusing a
// number. ImGui's OpenGL3 backend makes and deletes a vertex array every frame it draws, so every
// table grew by a slot a frame for as long as the page was open (the soak, issue 46: the page's
// JavaScript heap 2.3 -> 3.0 MiB over an hour of games). A new vertex array takes the lowest free
// number of its own table (0 stays "none"); the other objects keep the counter: taking every freed
// name again (tried) broke the renderer's shader program at the start, so only the one made every
// frame is changed.
(function () {
  var next = GL.getNewId;
  GL.getNewId = function (table) {
    if (table !== GL.vaos) return next(table);
    for (var i = 1; i < table.length; i++) {
      if (!table[i]) return i;
    }
    return Math.max(table.length, 1);
  };
})();
