import { Injectable } from '@angular/core';
import { Apollo, gql } from 'apollo-angular';
import { map } from 'rxjs';

const AUTHOR = gql`
  query Author($id: ID!) {
    author(id: $id) {
      id
      name
    }
  }
`;

const RETIRE_AUTHOR = gql`
  mutation RetireAuthor($id: ID!, $reason: String) {
    retireAuthor(id: $id, reason: $reason) {
      id
    }
  }
`;

@Injectable({ providedIn: 'root' })
export class AuthorsService {
  constructor(private readonly apollo: Apollo) {}

  /** Reads one author. */
  author(id: string) {
    // @expect POST /api/graphql
    return this.apollo.query<{ author: { name: string } }>({ query: AUTHOR, variables: { id } })
      .pipe(map((result) => result.data.author));
  }

  /** Retires an author, who then takes no new books. */
  retire(id: string, reason?: string) {
    // @expect POST /api/graphql
    return this.apollo.mutate({ mutation: RETIRE_AUTHOR, variables: { id, reason } });
  }
}
