import Record from "./Record";
import { createRecord } from "./store";

export function addLabel(name: string) {
  // @expect POST /api/labels
  return createRecord("labels").save({ name });
}

// A record handed in from the page's payload: its fields are not the construction's.
export function renameLabel(label: Record, name: string) {
  // @expect PATCH /api/{type}/{id}
  return label.save({ name });
}

// A record read back from storage.
export function restoreLabel() {
  const label = JSON.parse(localStorage.getItem("label") || "{}") as Record;
  // @expect POST /api/{type}
  return label.save({ restored: true });
}

// A record every caller makes itself: the construction it is given.
export function archive(record: Record) {
  return record.save({ archived: true });
}

export function archiveNote() {
  // @expect POST /api/notes
  return archive(createRecord("notes"));
}
