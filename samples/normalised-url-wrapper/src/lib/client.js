'use strict';

// A wrapper that trims a leading slash before putting the caller's URL under its prefix.
var Client = {};
Client.request = function(url, args) {
  args = args || {};
  args.credentials = 'same-origin';
  args.headers = args.headers || {};
  args.headers['Accept'] = 'application/json';

  if (args.method && args.method === 'POST') {
    args.headers['Content-Type'] = 'application/json';
    if (args.data) {
      if (typeof(args.data) !== 'string') {
        args.data = JSON.stringify(args.data);
      }
      args.body = args.data;
      delete args.data;
    }
  }

  // trim leading slash from URL
  url = (url[0] === '/') ? url.substring(1) : url;

  return window.fetch(`/api/${url}`, args).then(r => r.json());
};

export default Client;
