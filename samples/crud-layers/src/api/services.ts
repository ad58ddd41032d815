import { BaseService, Entity, Verb } from './BaseService';

export interface Invoice extends Entity {
  total: number;
}

export class InvoiceService extends BaseService<Invoice> {
  constructor() {
    super();
    // @expect GET /api/v1/invoices/
    this.collection = 'invoices';
  }

  remove(id: string) {
    return super.remove(id);
  }
}

export class AuditService extends BaseService<Entity> {
  supported = [Verb.List, Verb.Info];

  constructor() {
    super();
    // info() is never called: GET /api/v1/audits/{id} is no Tool; list() is called.
    // @expect GET /api/v1/audits/
    this.collection = 'audits';
  }
}

export class PaymentService extends BaseService<Entity> {
  constructor() {
    super();
    // @expect POST /api/v1/payments/
    this.collection = 'payments';
  }

  remove(id: string): never {
    throw new Error(`payments cannot be removed: ${id}`);
  }
}

export const invoices = new InvoiceService();
export const audits = new AuditService();
export const payments = new PaymentService();
