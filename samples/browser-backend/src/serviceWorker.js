export function register() {
  if ('serviceWorker' in navigator) {
    const swUrl = `${process.env.PUBLIC_URL}/service-worker.js`;
    checkValidServiceWorker(swUrl);
  }
}

function checkValidServiceWorker(swUrl) {
  // @expect-none
  fetch(swUrl, { headers: { 'Service-Worker': 'script' } })
    .then(response => response.headers.get('content-type'));
}
