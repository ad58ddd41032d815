import m from "mithril";
import app from "./app";

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

export function renameDiscussion(discussion: any, title: string) {
  return discussion.save({ title });
}

export function startDiscussion(title: string) {
  // @expect POST /discussions (known issue KI-1)
  return app.store.createRecord("discussions").save({ title });
}
