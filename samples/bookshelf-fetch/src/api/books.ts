import { get, post, put, del } from './client';
import { PAGE_SIZE } from './config';
import type { Book, BookUpdate, NewBook } from './types';

export function searchBooks(term: string, page: number): Promise<Book[]> {
  const q = encodeURIComponent(term);
  // @expect GET /books/search
  return get<Book[]>(`/books/search?q=${q}&limit=${PAGE_SIZE}&page=${page}`);
}

export function getBook(isbn: string): Promise<Book> {
  // @expect GET /books/{isbn}
  return get<Book>(`/books/${isbn}`);
}

export function addBook(book: NewBook): Promise<Book> {
  // @expect POST /books
  return post<Book>('/books', book);
}

export function updateBook(isbn: string, changes: BookUpdate): Promise<Book> {
  // @expect PUT /books/{isbn}
  return put<Book>(`/books/${isbn}`, changes);
}

export function removeBook(isbn: string): Promise<void> {
  // @expect DELETE /books/{isbn}
  return del<void>(`/books/${isbn}`);
}
