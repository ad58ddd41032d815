window._walletApi = {
  request(method, url, apiKey, data) {
    return axios({method: method, url: url, headers: {'X-Api-Key': apiKey}, data: data})
  },
  // @expect GET /api/v1/health
  health() { return this.request('get', '/api/v1/health') },
  createInvoice(wallet, amount, memo) {
    // @expect POST /api/v1/payments
    return this.request('post', '/api/v1/payments', wallet.inkey, {out: false, amount: amount, memo: memo})
  },
  deletePayment(wallet, hash) {
    // @expect-none (never called: DELETE /api/v1/payments/{hash} is no Tool)
    return this.request('delete', '/api/v1/payments/' + hash, wallet.adminkey)
  }
}
