import {
  AddNoteDocument,
  BookDetailsDocument,
  BookListDocument,
  type BookListInput,
  DeleteNoteDocument,
} from '@bookshelf/generated/graphql/graphql';
import { useMutation, useQuery } from '@tanstack/react-query';
import { gqlClient, queryClient } from '~/client';

export function useBookList(input: BookListInput) {
  return useQuery({
    queryKey: ['bookList', input],
    queryFn: () =>
      // @expect POST /backend/graphql
      gqlClient.request(BookListDocument, { input }).then((data) => data.bookList),
  });
}

export function useBookDetails(bookId: string) {
  return useQuery({
    queryKey: ['bookDetails', bookId],
    // @expect POST /backend/graphql
    queryFn: () => gqlClient.request(BookDetailsDocument, { bookId }),
  });
}

export function NoteForm({ bookId }: { bookId: string }) {
  const addNote = useMutation({
    mutationFn: (text: string) =>
      // @expect POST /backend/graphql
      gqlClient.request(AddNoteDocument, { input: { bookId, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookDetails', bookId] }),
  });
  return (
    <form onSubmit={(e) => { e.preventDefault(); addNote.mutate(String(new FormData(e.currentTarget).get('text'))); }}>
      <textarea name="text" />
      <button type="submit">Add note</button>
    </form>
  );
}

// DeleteNoteDocument is imported but never sent: no capability for DeleteNote.
export const documents = [DeleteNoteDocument];
