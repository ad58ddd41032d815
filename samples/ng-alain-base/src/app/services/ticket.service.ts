import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable } from '@angular/core';

const tickets_uri = '/tickets';

@Injectable({ providedIn: 'root' })
export class TicketService {
  constructor(private http: HttpClient) {}

  public searchTickets(status: string, pageIndex: number, pageSize: number, owner?: string) {
    let httpParams = new HttpParams();
    httpParams = httpParams.appendAll({
      status: status,
      pageIndex: pageIndex,
      pageSize: pageSize
    });
    if (owner != undefined) {
      httpParams = httpParams.append('owner', owner);
    }
    const options = { params: httpParams };
    // @expect GET /gateway/tickets
    return this.http.get(tickets_uri, options);
  }

  public countTickets(status: string) {
    const params = new HttpParams().appendAll({ status, closed: false }).append('limit', 10);
    // @expect GET /gateway/tickets/count
    return this.http.get(`${tickets_uri}/count`, { params });
  }

  public deleteTicket(id: number) {
    // @expect DELETE /gateway/tickets/{id}
    return this.http.delete(`${tickets_uri}/${id}`);
  }

  public mirrorStatus() {
    // @expect GET /v1/summary
    return this.http.get('https://status.example.com/v1/summary');
  }
}
