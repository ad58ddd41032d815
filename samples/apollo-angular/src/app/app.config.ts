import { ApplicationConfig, inject } from '@angular/core';
import { provideHttpClient } from '@angular/common/http';
import { provideApollo } from 'apollo-angular';
import { HttpLink } from 'apollo-angular/http';
import { InMemoryCache } from '@apollo/client/core';
import { setContext } from '@apollo/client/link/context';

// the library's token on every operation
const auth = setContext(() => ({
  headers: { Authorization: `Bearer ${localStorage.getItem('library-token')}` },
}));

export const appConfig: ApplicationConfig = {
  providers: [
    provideHttpClient(),
    provideApollo(() => {
      const httpLink = inject(HttpLink);
      return {
        link: auth.concat(httpLink.create({ uri: '/api/graphql' })),
        cache: new InMemoryCache(),
      };
    }),
  ],
};
