import { bootstrapApplication } from '@angular/platform-browser';
import { provideHttpClient } from '@angular/common/http';
import { BooksComponent } from './app/books.component';
import { API_BASE_URL, BookServiceProxy } from './shared/service-proxies';

bootstrapApplication(BooksComponent, {
    providers: [
        provideHttpClient(),
        BookServiceProxy,
        { provide: API_BASE_URL, useFactory: () => (window as any).appConfig.remoteServiceBaseUrl },
    ],
});
