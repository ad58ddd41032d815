import config from '../config';

export const listTags = async () => {
    // @expect GET /tags
    const res = await fetch(`${config.get('api.host')}/tags`);
    return res.json();
};
