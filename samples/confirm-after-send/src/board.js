// Two confirmation helpers of a board page: one receives the promise of a request its caller
// has already sent, the other calls back the action once the user agrees.
import axios from "axios";

export function runApi(vm, promise, options = {}) {
  return promise.then((r) => {
    if (options.onSuccess) options.onSuccess(r.data);
  });
}

// asks, then waits for a promise made before it was called: the request does not wait
export function confirmAndRunApi(vm, message, promise, options = {}) {
  vm.$confirm(message, "Warning", { confirmButtonText: "OK", type: "warning" })
    .then(() => runApi(vm, promise, options))
    .catch(() => {});
}

// asks, then calls back the action it is given: the request waits for the answer
export function confirmThen(vm, message, action) {
  vm.$confirm(message, "Warning", { type: "warning" }).then(() => action());
}

function loadBoard(vm, id) {
  // @expect GET /api/boards/{id}
  return axios.get(`/api/boards/${id}`).then((r) => { vm.board = r.data; });
}

export function deleteCard(vm, id) {
  confirmAndRunApi(
    vm,
    "Delete this card?",
    // @expect DELETE /api/cards/{id}
    axios.delete(`/api/cards/${id}`),
    { onSuccess: () => loadBoard(vm, vm.boardId) },
  );
}

export function archiveColumn(vm, id) {
  confirmThen(vm, "Archive this column?", () =>
    // @expect POST /api/columns/{id}/archive
    axios.post(`/api/columns/${id}/archive`));
}
