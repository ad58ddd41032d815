window.app.component('wallet-list', {
  methods: {
    async load() {
      // @expect GET /api/v1/wallets
      const {data} = await Wallet.api.request('GET', '/api/v1/wallets', this.g.user.wallets[0].adminkey)
      return data
    }
  }
})

function rename(key, name) {
  // @expect PUT /api/v1/wallets/rename
  return Wallet.api.request('PUT', '/api/v1/wallets/rename', key, {name: name})
}

function archive(key, id) {
  // @expect PATCH /api/v1/wallets/{id}
  return window._walletApi.request('PATCH', '/api/v1/wallets/' + id, key, {archived: true})
}
