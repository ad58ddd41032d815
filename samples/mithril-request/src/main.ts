import m from "mithril";
import { Notes } from "./notes";
import { listUsers, renameDiscussion, sendTestMail, showDiscussion, startDiscussion } from "./pages";

m.mount(document.body, {
  oninit: () => Notes.load(1),
  view: () => [
    m("button", { onclick: () => Notes.create("hello") }, "Add"),
    m("button", { onclick: (e: any) => Notes.update(e.target.dataset.id, "edited") }, "Edit"),
    m("button", { onclick: (e: any) => Notes.remove(e.target.dataset.id) }, "Remove"),
    m("button", { onclick: sendTestMail }, "Test mail"),
    m("button", { onclick: showDiscussion }, "Open"),
    m("button", { onclick: () => listUsers(2) }, "Users"),
    m("button", { onclick: () => startDiscussion("New") }, "Start"),
    m("button", { onclick: (e: any) => renameDiscussion(e.target.discussion, "Renamed") }, "Rename"),
  ],
});
