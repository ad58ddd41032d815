import config from '../config';

// Every helper reads its base through the same lookup: one base-URL binding for them all.
export const getNote = async (noteId) => {
    // @expect GET /notes/{noteId}
    const res = await fetch(`${config.get('api.host')}/notes/${noteId}`);
    return res.json();
};

export const createNote = async (note) => {
    // @expect POST /notes
    const res = await fetch(`${config.get('api.host')}/notes`, {
        method: 'POST',
        body: JSON.stringify({ title: note.title, text: note.text }),
    });
    return res.json();
};

export const deleteNote = async (noteId) => {
    // @expect DELETE /notes/{noteId}
    const res = await fetch(`${config.get('api.host')}/notes/${noteId}`, { method: 'DELETE' });
    return res.json();
};
