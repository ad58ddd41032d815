// A media player's JSON-RPC client: every call goes through one wrapper that posts the
// caller's envelope to /jsonrpc, so the operation is the envelope's method, not the path.
const API = { version: "2.0", root: "/jsonrpc", CLEAR_PLAYLIST: "playlist.clear" };

function rpc(envelope, done) {
  return fetch(API.root, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(envelope),
  })
    .then((response) => response.json())
    .then(done)
    .catch((failure) => {
      if (failure.retry) rpc(envelope, done); // a retry resends what it was given
    });
}

function call(method, params, done) {
  return rpc({ jsonrpc: API.version, id: 1, method, params }, done);
}

export function listAlbums(artist, done) {
  // @expect POST /jsonrpc
  return call("library.albums.list", { artist }, done);
}

export function getStatus(done) {
  // @expect POST /jsonrpc
  return rpc({ jsonrpc: "2.0", id: 1, method: "player.status.get" }, done);
}

export function setVolume(level, muted) {
  // @expect POST /jsonrpc
  return call(muted ? "player.mute" : "player.volume.set", { level });
}

export function clearPlaylist(playlist) {
  // @expect POST /jsonrpc
  return call(API.CLEAR_PLAYLIST, { playlistid: playlist });
}

// the method is handed through a parameter: each caller's literal is its own operation
function itemsAction(method, ids) {
  return call(method, { ids });
}

export function pauseItems(ids) {
  // @expect POST /jsonrpc
  return itemsAction("player.pause", ids);
}

export function resumeItems(ids) {
  // @expect POST /jsonrpc
  return itemsAction("player.resume", ids);
}

export function deleteTracks(ids, removeFiles) {
  const envelope = {
    jsonrpc: API.version,
    id: 1,
    method: "library.tracks.remove",
    params: { ids, delete_files: removeFiles },
  };
  // @expect POST /jsonrpc
  return rpc(envelope);
}

// a console posts whatever method the user types: nothing proves which operation runs
export function runConsole(form) {
  // @expect-none (a method the source does not prove: a review item, never a Tool)
  return call(form.elements.method.value, JSON.parse(form.elements.params.value));
}
