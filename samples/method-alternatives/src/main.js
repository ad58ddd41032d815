import { saveUser, saveTag, report } from "./api";

document.querySelector("#save").addEventListener("click", () => {
  saveUser({ id: document.querySelector("#id").value, name: document.querySelector("#name").value });
  saveTag({ label: document.querySelector("#tag").value }, !document.querySelector("#tag-id").value);
  report("saved", false);
});
