window.Wallet = {
  api: window._walletApi,
  utils: {}
}
