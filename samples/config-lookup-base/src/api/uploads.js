import config from '../config';

// Another key of the same lookup is another base.
export const uploadFile = async (file) => {
    const form = new FormData();
    form.append('file', file);
    // @expect POST /files
    const res = await fetch(config.get('upload.host') + '/files', { method: 'POST', body: form });
    return res.json();
};
