import NoteOption from "./note_option.js";

// `this.setAttribute` in an instance method is the instance method, never the static one of the
// same name: 'label' is the attribute type, not a note id.
export default class DepthOption extends NoteOption {
  async save(depth) {
    await this.setAttribute("label", "depth", depth);
  }

  // The static method inherited through the subclass, reached through the class's name.
  async clear(attributeId) {
    await DepthOption.removeAttribute(this.note.noteId, attributeId);
  }
}
