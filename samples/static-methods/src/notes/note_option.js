import server from "../lib/server.js";

// A static method and an instance method of one name: the instance one forwards to the static
// one with one more leading argument, the note id it holds.
export default class NoteOption {
  constructor(note) {
    this.note = note;
  }

  static async setAttribute(noteId, type, name, value = "") {
    // @expect PUT /api/notes/{noteId}/set-attribute
    await server.put(`notes/${noteId}/set-attribute`, { type, name, value });
  }

  async setAttribute(type, name, value = "") {
    await this.constructor.setAttribute(this.note.noteId, type, name, value);
  }

  static async removeAttribute(noteId, attributeId) {
    // @expect DELETE /api/notes/{noteId}/attributes/{attributeId}
    await server.remove(`notes/${noteId}/attributes/${attributeId}`);
  }
}
