import { Component } from '@angular/core';
import { OrdersClient } from './api/shop-client';
import { StockClient, SuppliersClient } from './api/stock-client';

const stock = new StockClient();
const suppliers = new SuppliersClient();

@Component({ selector: 'app-orders', template: '' })
export class OrdersComponent {
    constructor(private orders: OrdersClient) {}

    load(sku: string): void {
        this.orders.getAll().subscribe();
        this.orders.summary().subscribe();
        stock.level(sku).then();
        suppliers.names().then();
    }
}
