import Record from "./Record";

// The one place the program makes a record; records of the page payload are made elsewhere.
export function createRecord(type: string) {
  return new Record({ type });
}
