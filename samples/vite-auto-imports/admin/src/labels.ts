export default function labelsPath(name: string) {
  return `/admin/api/labels/${name}`;
}
