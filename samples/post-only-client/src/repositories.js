import { send } from "./client.js";

export function load() {
  // @expect POST /cluster/repositories
  return send("repositories", {});
}

export function create(name, type, settings) {
  // @expect POST /cluster/repositories/create
  return send("repositories/create", { name: name, type: type, settings: settings });
}

export function remove(name) {
  // @expect POST /cluster/repositories/delete
  return send("repositories/delete", { name: name });
}
