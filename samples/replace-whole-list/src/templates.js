// A page keeps the user's templates and tags in memory and saves each list whole: the server
// stores what it is sent, so deleting one item is sending the list without it.
import axios from "axios";

let templates = [];

export function loadTemplates() {
  // @expect GET /api/templates
  return axios.get("/api/templates").then((r) => { templates = r.data.templates; });
}

export function saveTemplates() {
  // @expect POST /api/templates/save
  return axios.post("/api/templates/save", { templates: templates });
}

export function addTemplate(template) {
  templates.push(template);
  saveTemplates();
}

// the element goes first, then the whole list is saved: the save replaces the stored list
export function deleteTemplate(index) {
  templates.splice(index, 1);
  saveTemplates();
}

export class TagEditor {
  constructor() {
    this.tags = [];
  }

  removeTag(id) {
    this.tags = this.tags.filter((t) => t.id !== id);
    // @expect PUT /api/tags
    return axios.put("/api/tags", { tags: this.tags, owner: "me" });
  }
}

// a list only ever grown, and one shrunk only after it was sent: no replace of a stored list
export function saveDraft(drafts, draft) {
  drafts.push(draft);
  // @expect POST /api/drafts
  return axios.post("/api/drafts", { drafts: drafts }).then(() => { drafts.pop(); });
}

// a bulk delete of the selected ids removes nothing from the list it sends
export function deleteSelected(selected) {
  // @expect POST /api/items/delete
  return axios.post("/api/items/delete", { ids: selected });
}
