import { addBookmark, addCategory, updateBookmark } from '../store/bookmarks';
import { NewBookmark } from '../store/types';

export function saveBookmark(values: NewBookmark, icon: File | null, id?: number) {
  if (icon) {
    const form = new FormData();
    form.append('icon', icon);
    form.append('name', values.name);
    form.append('url', values.url);
    return id === undefined ? addBookmark(form) : updateBookmark(id, form);
  }
  return id === undefined ? addBookmark(values) : updateBookmark(id, values);
}

export const saveCategory = (name: string) => addCategory({ name });
