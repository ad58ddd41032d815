// The deployment's API address, cut to its origin: parsed when it is a URL, cut from the
// text when it is not. Both arms are the one base the deployment gives.
export const apiOrigin = () => {
  const apiUrl = import.meta.env.VITE_API_URL || 'http://localhost:1337';
  try {
    const url = new URL(apiUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return apiUrl.split('/').slice(0, 3).join('/');
  }
};
