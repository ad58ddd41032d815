import services from './api';

const value = (selector) => document.querySelector(selector).value;

// The settings page connects the user's Last.fm and Spotify accounts.
document.querySelector('#lastfm').onsubmit = () =>
  services.lastfmLogin(value('#lastfm-user'), value('#lastfm-password'));
document.querySelector('#lastfm-out').onclick = () => services.lastfmLogout();
document.querySelector('#spotify').onsubmit = () =>
  services.spotifyLogin(value('#spotify-user'), value('#spotify-password'));

document.querySelector('#outputs').onclick = async () => {
  const { data } = await services.outputs();
  data.outputs.forEach((o) => services.setOutput(o.id, !o.selected));
};
services.artists();
services.album(value('#album'));
