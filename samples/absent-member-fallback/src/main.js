import { removeItem, renameItem, archiveAll } from "./api";

document.querySelector("#remove").addEventListener("click", () => removeItem(window.currentItem));
document.querySelector("#rename").addEventListener("click", () =>
  renameItem(document.querySelector("#id").value, document.querySelector("#name").value));
document.querySelector("#archive").addEventListener("click", () => archiveAll());
