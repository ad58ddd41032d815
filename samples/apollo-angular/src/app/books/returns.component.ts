import { Component, Injectable, inject } from '@angular/core';
import { Apollo, Query, gql } from 'apollo-angular';

import * as generated from '../graphql/generated';

// a service written by hand the way codegen writes them
@Injectable({ providedIn: 'root' })
export class ShelvesGQL extends Query<{ shelves: string[] }> {
  override document = gql`
    query Shelves {
      shelves
    }
  `;
}

@Component({ selector: 'app-returns', standalone: true, template: '' })
export class ReturnsComponent {
  private readonly apollo = inject(Apollo);
  private readonly shelvesGql = inject(ShelvesGQL);
  private readonly returnedGql = inject(generated.BookReturnedGQL);

  /** Lists the library's shelves. */
  shelves() {
    // @expect POST /api/graphql
    return this.shelvesGql.fetch();
  }

  /** Follows the books returned to one shelf. */
  returns(shelf: string) {
    // a subscription: a stream, reviewed, never a Tool
    // @expect-none
    return this.returnedGql.subscribe({ shelf });
  }

  /** Lists the first books of a shelf without the cache. */
  firstBooks(shelf: string) {
    // @expect POST /api/graphql
    return this.apollo.watchQuery({
      query: generated.BooksDocument,
      variables: { shelf, first: 5 },
      fetchPolicy: 'no-cache',
    }).valueChanges;
  }
}
