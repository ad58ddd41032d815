import axios from 'axios';
import { NewBookmark, NewCategory } from './types';

// JSON when no icon file was picked, multipart otherwise: the body's type says both.
export const addBookmark = async (data: NewBookmark | FormData) => {
  // @expect POST /api/bookmarks
  const res = await axios.post('/api/bookmarks', data);
  return res.data;
};

export const updateBookmark = async (id: number, data: NewBookmark | FormData | null) => {
  // @expect PUT /api/bookmarks/{id}
  const res = await axios.put(`/api/bookmarks/${id}`, data);
  return res.data;
};

// No FormData in the union: an ordinary typed body.
export const addCategory = async (category: NewCategory) => {
  // @expect POST /api/categories
  const res = await axios.post('/api/categories', category);
  return res.data;
};

// FormData alone: the form's fields are not shown here or by any caller.
export const importBookmarks = async (form: FormData) => {
  // @expect-none (never called: POST /api/bookmarks/import is no Tool)
  const res = await axios.post('/api/bookmarks/import', form);
  return res.data;
};
