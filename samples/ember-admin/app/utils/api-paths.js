// The admin is served under an optional sub-directory; the API lives next to it.
export default function apiPaths() {
  let path = window.location.pathname;
  let subdir = path.substr(0, path.search('/manage/'));
  let apiRoot = `${subdir}/manage/api`;
  return { subdir, apiRoot };
}
