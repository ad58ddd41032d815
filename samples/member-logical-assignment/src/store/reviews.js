// A client class whose base path is defaulted with ??= where it is used: the base the
// constructor was given is kept.
class ReviewsClient {
  constructor(base) {
    this.base = base;
  }

  async send(path, init = {}) {
    this.base ??= '/api/reviews';
    init.method ??= 'GET';
    return fetch(this.base + path, init);
  }

  list(productId) {
    // @expect GET /api/v2/reviews/products/{productId}
    return this.send(`/products/${productId}`);
  }

  remove(reviewId) {
    // @expect DELETE /api/v2/reviews/{reviewId}
    return this.send(`/${reviewId}`, { method: 'DELETE' });
  }
}

export const reviews = new ReviewsClient('/api/v2/reviews');
