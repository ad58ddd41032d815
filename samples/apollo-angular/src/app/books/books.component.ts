import { Component, inject } from '@angular/core';
import { map } from 'rxjs';

import { AddBookGQL, BookInput, BooksGQL } from '../graphql/generated';

@Component({ selector: 'app-books', standalone: true, template: '' })
export class BooksComponent {
  private readonly booksGql = inject(BooksGQL);

  constructor(private readonly addBookGql: AddBookGQL) {}

  /** Lists the books of a shelf. */
  shelf(shelf: string) {
    // @expect POST /api/graphql
    return this.booksGql.watch({ shelf, first: 50 }).valueChanges.pipe(
      map((result) => result.data.books));
  }

  /** Adds a book to the library. */
  add(input: BookInput) {
    // @expect POST /api/graphql
    return this.addBookGql.mutate({ input });
  }
}
