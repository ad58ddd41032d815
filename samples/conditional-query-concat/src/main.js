import { listSubscriptions, listTags, searchPayments } from "./subscriptions";
import { exportCsv } from "./exports";

const field = (id) => document.querySelector(id).value;

document.querySelector("#list").addEventListener("click", () => {
  listSubscriptions({ members: field("#members"), payments: field("#payments"),
                      category: field("#category") });
});
document.querySelector("#search").addEventListener("click", () => {
  searchPayments({ from: field("#from"), to: field("#to"), state: field("#state"),
                   sort: field("#sort"), page: field("#page"), q: field("#q") });
});
document.querySelector("#export").addEventListener("click", () => {
  exportCsv(document.querySelector("#ranged").checked, field("#from"), field("#to"),
            field("#kind"), field("#tag"));
});
document.querySelector("#tags").addEventListener("click", () => {
  listTags({ color: field("#color"), owner: field("#owner") });
});
