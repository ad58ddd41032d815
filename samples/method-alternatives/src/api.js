import axios from "axios";

// a method chosen by a condition, then called: each branch is a request
export function saveUser(user) {
  const send = user.id ? axios.put : axios.post;
  // @expect PUT /api/users
  return send("/api/users", user);
}

export function saveTag(tag, isNew) {
  // @expect POST /api/tags
  return (isNew ? axios.post : axios.put)("/api/tags", tag);
}

// a method picked by a condition that is no HTTP method sends nothing
export function report(message, fatal) {
  const log = fatal ? console.error : console.warn;
  // @expect-none
  log("/api/ignored", message);
}
