/* The passkey handler reads its endpoints from the body's data attributes, by a key each caller names. */
class PasskeyHandler {
  get(urlKey) {
    return fetch(document.body.dataset[urlKey]);
  }

  post(urlKey, data, queryParams) {
    let url = document.body.dataset[urlKey];
    if (queryParams) {
      const parsedURL = new URL(url, window.location.origin);
      parsedURL.search = queryParams.toString();
      url = parsedURL.toString();
    }
    return fetch(url, { method: "POST", body: JSON.stringify(data) });
  }

  async register(credential) {
    // @expect GET /webauthn/register/begin
    await this.get("registerBeginUrl");
    // @expect POST /webauthn/register/finish
    return this.post("registerFinishUrl", { id: credential.id });
  }

  removeAll() {
    // @expect POST /webauthn/deleteall
    return this.post("deleteAllUrl", {});
  }

  logout() {
    // @expect-none
    return this.get("logoutUrl");
  }
}

function sendTo(element, attribute) {
  return fetch(element.getAttribute(attribute), { method: "POST" });
}

const handler = new PasskeyHandler();
document.querySelector("#register").onclick = () => handler.register({ id: "x" });
document.querySelector("#remove").onclick = () => handler.removeAll();
document.querySelector("#logout").onclick = () => handler.logout();
document.querySelectorAll(".share").forEach((link) => {
  // @expect POST /entry/share/{id}
  link.onclick = () => sendTo(link, "data-share-url");
});
document.querySelector("#archive").onclick = (event) =>
  // @expect-none
  fetch(event.target.dataset[event.target.id + "Url"], { method: "PUT" });
