import m from "mithril";
import app from "./app";
import type Model from "./Model";

export function sendTestMail() {
  // @expect POST /mail/test
  return app.request({ method: "POST", url: app.forum.attribute("apiUrl") + "/mail/test" });
}

export function showDiscussion() {
  // @expect GET /discussions/{idOrParams}
  return app.store.find("discussions", m.route.param("id"));
}

export function listUsers(page: number) {
  // @expect GET /users
  return app.store.find("users", { page: { offset: page } });
}

// The model comes from the page (a server payload), not from the store's createRecord: its
// type and id are its own, so saving it patches /{type}/{id} (or posts /{type} when it has no id).
export function renameDiscussion(discussion: Model, title: string) {
  // @expect PATCH /{type}/{id}
  return discussion.save({ title });
}

export function startDiscussion(title: string) {
  // @expect POST /discussions (known issue KI-1)
  return app.store.createRecord("discussions").save({ title });
}
