// The path prefix the server is deployed under, fixed at build time (a global the bundler defines).
export default () => {
  // eslint-disable-next-line no-undef
  let prefix = BOARD_PREFIX_PATH;

  // eslint-disable-next-line no-undef
  if (prefix === undefined) {
    prefix = '/';
  }

  if (prefix.endsWith('/')) {
    prefix = prefix.substr(-1);
  }

  return prefix;
};
