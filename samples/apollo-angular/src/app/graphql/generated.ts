// THIS FILE IS GENERATED, DO NOT EDIT!
import { gql } from 'apollo-angular';
import { Injectable } from '@angular/core';
import * as Apollo from 'apollo-angular';

export type Maybe<T> = T | null;
export type BookInput = { title: string; authorId: string; year?: Maybe<number> };
export type BooksQueryVariables = { shelf?: Maybe<string>; first?: Maybe<number> };
export type BooksQuery = { books: Array<{ id: string; title: string }> };
export type AddBookMutationVariables = { input: BookInput };
export type AddBookMutation = { addBook: { id: string } };
export type BookReturnedSubscriptionVariables = { shelf: string };
export type BookReturnedSubscription = { bookReturned: { id: string } };

export const BookFieldsFragmentDoc = gql`
    fragment BookFields on Book {
  id
  title
  year
}
    `;
export const BooksDocument = gql`
    query Books($shelf: String, $first: Int) {
  books(shelf: $shelf, first: $first) {
    ...BookFields
  }
}
    ${BookFieldsFragmentDoc}`;

  @Injectable({
    providedIn: 'root'
  })
  export class BooksGQL extends Apollo.Query<BooksQuery, BooksQueryVariables> {
    override document = BooksDocument;
    
    constructor(apollo: Apollo.Apollo) {
      super(apollo);
    }
  }
export const AddBookDocument = gql`
    mutation AddBook($input: BookInput!) {
  addBook(input: $input) {
    id
  }
}
    `;

  @Injectable({
    providedIn: 'root'
  })
  export class AddBookGQL extends Apollo.Mutation<AddBookMutation, AddBookMutationVariables> {
    override document = AddBookDocument;
    
    constructor(apollo: Apollo.Apollo) {
      super(apollo);
    }
  }
export const BookReturnedDocument = gql`
    subscription BookReturned($shelf: String!) {
  bookReturned(shelf: $shelf) {
    id
  }
}
    `;

  @Injectable({
    providedIn: 'root'
  })
  export class BookReturnedGQL extends Apollo.Subscription<BookReturnedSubscription, BookReturnedSubscriptionVariables> {
    override document = BookReturnedDocument;
    
    constructor(apollo: Apollo.Apollo) {
      super(apollo);
    }
  }
