import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { BehaviorSubject, Observable } from 'rxjs';
import { first, mergeMap } from 'rxjs/operators';

// The node's implementation is known at run time only; a branch that tests it against a
// constant knows it there.
@Injectable({ providedIn: 'root' })
export class NodeService {
  private apiUrl = '/api';
  public implementation = new BehaviorSubject<string>('lnd');

  constructor(private httpClient: HttpClient) {}

  decodePayment(payment: string): Observable<any> {
    return this.implementation.pipe(first(), mergeMap((impl) => {
      let request$;
      if (impl === 'cln') {
        const url = this.apiUrl + '/' + impl + '/utility/decode';
        // @expect POST /api/cln/utility/decode
        request$ = this.httpClient.post(url, { string: payment });
      } else {
        const url = this.apiUrl + '/' + impl + '/payments/decode/' + payment;
        // @expect GET /api/{impl}/payments/decode/{payment}
        request$ = this.httpClient.get(url);
      }
      return request$;
    }));
  }

  signMessage(message: string, impl: string): Observable<any> {
    let url = '';
    if (impl === 'ecl') {
      url = this.apiUrl + '/' + impl + '/message/sign';
    } else if (impl !== 'cln') {
      url = this.apiUrl + '/' + impl + '/message/signmessage';
    } else {
      url = this.apiUrl + '/' + impl + '/utility/signMessage';
    }
    // @expect POST /api/ecl/message/sign
    return this.httpClient.post(url, { message: message });
  }

  bumpFee(txid: string, impl: string): Observable<any> {
    switch (impl) {
      case 'lnd':
        // @expect POST /api/lnd/wallet/bumpfee
        return this.httpClient.post(this.apiUrl + '/' + impl + '/wallet/bumpfee', { txid: txid });
      case 'cln':
        // @expect POST /api/cln/onchain/bump
        return this.httpClient.post(this.apiUrl + '/' + impl + '/onchain/bump', { txid: txid });
      default:
        return this.httpClient.post(this.apiUrl + '/' + impl + '/fees/bump', { txid: txid });
    }
  }

  listPeers(impl: string): Observable<any> {
    if (['lnd', 'ecl'].includes(impl)) {
      // @expect GET /api/lnd/peers
      return this.httpClient.get(this.apiUrl + '/' + impl + '/peers');
    }
    // @expect GET /api/{impl}/peer/list
    return this.httpClient.get(this.apiUrl + '/' + impl + '/peer/list');
  }
}
