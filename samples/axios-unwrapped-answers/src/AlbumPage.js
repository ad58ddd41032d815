import library from './api/library'

export async function showAlbum(id, el) {
  const album = await library.album(id)
  el.textContent = `${album.name} (${album.year})`
  return library.artistTracks(album.artist_id)
}
