import { saveFuelLog, saveVehicle, sendReminder } from "./vehicles";

const field = (id) => document.querySelector(id).value;

document.querySelector("#log").addEventListener("click", () => {
  saveFuelLog(field("#vehicle"), { id: field("#log-id"), litres: field("#litres") });
});
document.querySelector("#add").addEventListener("click", () => {
  saveVehicle({ name: field("#name"), plate: field("#plate") }, "POST");
});
document.querySelector("#edit").addEventListener("click", () => {
  saveVehicle({ id: field("#vehicle"), name: field("#name") }, "PUT");
});
document.querySelector("#remind").addEventListener("click", () => {
  sendReminder({ text: field("#text") }, field("#verb"));
});
