// A command client in the jQuery-era style: the middle parameter is optional, and the
// function shifts its parameters by how many arguments it got.
import axios from "axios";

export function issueCommand(url, command, payload, opts) {
  if (arguments.length == 3) {
    opts = payload;
    payload = {};
  }
  const data = Object.assign({}, payload);
  data.command = command;
  return axios.post(url, data, opts);
}
