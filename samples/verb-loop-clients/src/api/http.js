// Form uploads over fetch: one method per verb, written in a loop.
const http = {};

['GET', 'POST', 'DELETE'].forEach((method) => {
  http[method.toLowerCase()] = (url, data, headers) => {
    const body = data && Object.keys(data).reduce((form, key) => {
      form.append(key, data[key]);
      return form;
    }, new FormData());

    return fetch(`/api${url}`, { method, headers, body, credentials: 'include' })
      .then((response) => response.json());
  };
});

export default http;
