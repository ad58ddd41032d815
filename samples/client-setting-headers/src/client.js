// The client's base: every request carries its locale and the API version it speaks.
export function PrinterClient(options) {
  this.options = options || {};
}

PrinterClient.prototype.headers = function (additional) {
  var headers = Object.assign({}, additional);
  if (this.options.locale !== undefined) {
    headers["X-Locale"] = this.options.locale;
  }
  if (this.options.apiVersion !== undefined) {
    headers["X-Printer-Api-Version"] = this.options.apiVersion;
  }
  return headers;
};

PrinterClient.prototype.request = function (method, url, body, extra) {
  return fetch("/api/" + url, {
    method: method,
    headers: this.headers(extra),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

export const client = new PrinterClient({ locale: navigator.language, apiVersion: "2" });
