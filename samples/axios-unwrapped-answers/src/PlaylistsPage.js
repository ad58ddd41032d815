import library from './api/library'

export async function showPlaylists(list) {
  const names = await library.playlists()
  list.replaceChildren(...names.map((name) => new Option(name)))
  const version = await library.version()
  const status = await library.status()
  const profile = await library.profile()
  return { version, status, profile }
}
