// A confirmation service of the app's own: it keeps the callback until the user clicks the
// modal's button, which calls confirm().
export const ModalService = {
  promptConfirmation(body, callback) {
    this.text = body;
    this.pending = callback;
  },
  confirm() {
    if (this.pending) {
      this.pending();
    }
    this.pending = undefined;
  },
  showConfirmation(text) {
    this.notice = text;
  },
};
