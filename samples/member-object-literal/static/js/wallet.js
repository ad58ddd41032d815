function refresh(wallet) {
  return window._walletApi.health().then(function () {
    return window._walletApi.createInvoice(wallet, 100, 'coffee')
  })
}

function remove(wallet, hash) {
  return window._walletApi.deletePayment(wallet, hash)
}

document.getElementById('refresh').addEventListener('click', function () {
  refresh(window.wallet)
})
