// A page keeps what the user adds in module-level lists and objects, and sends them later:
// each request sends what is there then, never the [] or {} the module starts with.
import axios from "axios";

let drafts = [];
export function addDraft(draft) { drafts.push(draft); }
export function saveDrafts() {
  // @expect POST /api/drafts
  return axios.post("/api/drafts", { drafts });
}

let cells = [];
export function setCell(i, cell) { cells[i] = cell; }
export function saveCells() {
  // @expect PUT /api/cells
  return axios.put("/api/cells", { cells });
}

// a reassignment the resolver cannot follow: the list is still the user's, not []
let labels = [];
export function addLabel(label) { labels = labels.concat(label); }
export function saveLabels() {
  // @expect PUT /api/labels
  return axios.put("/api/labels", { labels });
}

// the whole body is an object whose members other functions write
let order = {};
export function setOrderName(name) { order.name = name; }
export function setOrderQuantity(quantity) { order.quantity = quantity; }
export function submitOrder() {
  // @expect POST /api/orders
  return axios.post("/api/orders", order);
}

// a declared member a function writes over is no fixed text
const settings = { theme: "dark" };
export function setTheme(theme) { settings.theme = theme; }
export function saveSettings() {
  // @expect PUT /api/settings
  return axios.put("/api/settings", { ...settings });
}

// members written at keys the source does not show
let filters = {};
export function setFilter(key, value) { filters[key] = value; }
export function saveFilters() {
  // @expect PUT /api/filters
  return axios.put("/api/filters", { filters });
}

// an object no function fills (a function fills its own local of that name): the module's
// object stays the literal it is declared with
const defaults = { folder: "inbox" };
export function folderDefaults(folder) {
  const defaults = {};
  defaults.folder = folder;
  return defaults;
}
export function saveDefaults() {
  // @expect PUT /api/folders/defaults
  return axios.put("/api/folders/defaults", { defaults });
}
