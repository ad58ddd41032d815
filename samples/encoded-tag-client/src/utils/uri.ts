// A URI template tag: each interpolated value is encoded with encodeURIComponent, so
// uri`/api/users/${id}/profile` keeps a slash in the id inside one segment.
export default (strings: TemplateStringsArray, ...values: unknown[]) => {
  let result = strings[0];
  for (let i = 0; i < values.length; ++i) {
    result += encodeURIComponent(String(values[i])) + strings[i + 1];
  }
  return result;
};
