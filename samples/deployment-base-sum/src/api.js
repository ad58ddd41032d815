import axios from 'axios';

export const get = url => axios.get(url);

export const post = (url, body) => axios.post(url, body);

export const remove = url => axios.delete(url);
