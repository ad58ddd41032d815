import {
  saveLink, saveBook, saveShelf, saveTag, sendNote, saveCard, submitForm, savePicture,
} from "./editors";

const form = document.querySelector("#form");
form.addEventListener("submit", () => {
  const value = (name) => form.querySelector(`[name=${name}]`).value;
  saveLink({ link: { id: value("link-id") } }, { url: value("url"), slug: value("slug") });
  saveBook({ id: value("book-id"), title: value("title") });
  saveShelf({ id: value("shelf-id"), name: value("shelf") }, !value("shelf-id"));
  saveTag({ id: value("tag-id"), label: value("label") });
  sendNote({ text: value("text") }, form.shared.checked, form.replace.checked);
  submitForm({ id: value("form-id"), title: value("title") }, form.dataset.mode);
  savePicture({ id: value("picture-id") });
});

document.querySelector("#add-card").addEventListener("click", () => {
  saveCard({ title: document.querySelector("#card-title").value }, true);
});
document.querySelector("#rename-card").addEventListener("click", () => {
  submitForm({ id: document.querySelector("#form-id").value }, "edit");
});
