import { Injectable } from '@angular/core';
import { HttpClient, HttpParams } from '@angular/common/http';
import { Observable } from 'rxjs';

export const API_URL = '/api';

// One field holds the URL of whichever request a method is about to make: each method
// writes it just before its own request, so the request reads that write only.
@Injectable({ providedIn: 'root' })
export class SwapService {
  private swapUrl = '';

  constructor(private httpClient: HttpClient) {}

  getInfo(): Observable<any> {
    this.swapUrl = API_URL + '/swap/info';
    // @expect GET /api/swap/info
    return this.httpClient.get(this.swapUrl);
  }

  listSwaps(): Observable<any> {
    this.swapUrl = API_URL + '/swap/list';
    // @expect GET /api/swap/list
    return this.httpClient.get(this.swapUrl);
  }

  swapOut(amount: number, address: string): Observable<any> {
    const body = { amount: amount, address: address };
    this.swapUrl = API_URL + '/swap/out';
    // @expect POST /api/swap/out
    return this.httpClient.post(this.swapUrl, body);
  }

  getQuote(amount: number, targetConf: number): Observable<any> {
    let params = new HttpParams();
    params = params.append('targetConf', targetConf.toString());
    this.swapUrl = API_URL + '/swap/quote/' + amount;
    // @expect GET /api/swap/quote/{amount}
    return this.httpClient.get(this.swapUrl, { params: params });
  }

  // a write under a condition after the unconditional one: both reach the request
  swapIn(amount: number, external: boolean): Observable<any> {
    this.swapUrl = API_URL + '/swap/in';
    if (external) {
      this.swapUrl = API_URL + '/swap/in/external';
    }
    // @expect POST /api/swap/in/external
    return this.httpClient.post(this.swapUrl, { amount: amount });
  }
}
