// Appended to app.js (--post-js): freed names of vertex arrays, textures, buffers, framebuffers and
// renderbuffers are taken again, as a GL driver does.
// Emscripten 3.1.6's GL library gives every new object (texture, buffer, vertex array...) the next
// number of one counter and fills the object's table with empty slots up to it, never reusing a
// number. ImGui's OpenGL3 backend makes and deletes a vertex array every frame it draws, so every
// table grew by a slot a frame for as long as the page was open (the soak, issue 46: the page's
// JavaScript heap 2.3 -> 3.0 MiB over an hour of games); the board's pictures made and freed
// textures and framebuffers game after game (the tables' arrays +1.8 KB a game after the vertex
// arrays' fix). A new object of these kinds takes the lowest free number of its own table (0 stays
// "none"): each kind is a name space of its own in GL. Programs and shaders keep the counter: they
// share one name space in GL, and taking their freed names per table (tried) broke the renderer's
// shader program at the start.
(function () {
  var next = GL.getNewId;
  var own = [GL.vaos, GL.textures, GL.buffers, GL.framebuffers, GL.renderbuffers];
  GL.getNewId = function (table) {
    if (own.indexOf(table) < 0) return next(table);
    for (var i = 1; i < table.length; i++) {
      if (!table[i]) return i;
    }
    return Math.max(table.length, 1);
  };
})();
