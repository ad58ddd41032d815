import { bootstrapApplication } from '@angular/platform-browser';
import { provideHttpClient } from '@angular/common/http';
import { OrdersComponent } from './app/orders.component';
import { API_BASE_URL, OrdersClient } from './app/api/shop-client';
import { environment } from './environments/environment';

bootstrapApplication(OrdersComponent, {
    providers: [provideHttpClient(), OrdersClient, { provide: API_BASE_URL, useValue: environment.apiBaseUrl }],
});
