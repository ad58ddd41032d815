declare const editor: { snapshot(): unknown };

export const readDraft = () => editor.snapshot();
