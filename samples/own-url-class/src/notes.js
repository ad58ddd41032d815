import * as Server from "./mod/server.js";

document.querySelector("#refresh").addEventListener("click", () => Server.listNotes());
document.querySelector("#delete").addEventListener("click", (e) => Server.deleteNote(e.target.dataset.id));
document.querySelector("#save").addEventListener("click", (e) => Server.saveNote(e.target.dataset.id, e.target.value));
document.querySelector("#status").addEventListener("click", () => Server.serviceStatus());
