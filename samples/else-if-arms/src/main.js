import { addToGroup, storeFile } from "./groups";

const field = (id) => document.querySelector(id).value;

document.querySelector("#join").addEventListener("click", () => {
  addToGroup(field("#item"), field("#group"));
});
document.querySelector("#create").addEventListener("click", () => {
  addToGroup(field("#item"), undefined, field("#name"));
});
document.querySelector("#upload").addEventListener("click", () => {
  storeFile(document.querySelector("#file").files[0], field("#folder"), field("#overwrite"));
});
