// A default export is in scope by the file's name in camelCase: clientUrl.
export default function (id: string) {
  return `/api/client/${encodeURIComponent(id)}`;
}
