export const request = (config: any, options: any) => {
  const url = getUrl(config, options);
  return fetch(url, { method: options.method });
};
